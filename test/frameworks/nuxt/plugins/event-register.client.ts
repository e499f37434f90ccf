// In the browser only: defines <event-register>, which takes the server's form over.
import 'event-register';

export default defineNuxtPlugin(() => {});
