import {
  PUBLIC_EVENT_REGISTER_BASE_URL,
  PUBLIC_EVENT_REGISTER_EVENT_ID,
  PUBLIC_EVENT_REGISTER_KEY,
} from '$env/static/public';
import { renderEventRegister } from 'event-register/ssr';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async () => ({
  form: await renderEventRegister(
    {
      'event-id': PUBLIC_EVENT_REGISTER_EVENT_ID,
      'api-key': PUBLIC_EVENT_REGISTER_KEY,
      'base-url': PUBLIC_EVENT_REGISTER_BASE_URL,
    },
    { lang: 'de', styles: 'inline' },
  ),
});
