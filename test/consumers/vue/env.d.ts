/// <reference types="event-register/types/vue" />
