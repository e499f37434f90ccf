/// <reference types="event-register/types/svelte" />
