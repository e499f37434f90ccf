import { renderEventRegister } from 'event-register/ssr';

export default defineEventHandler((event) => {
  const config = useRuntimeConfig(event).public;
  return renderEventRegister(
    { 'event-id': config.eventRegisterEventId, 'api-key': config.eventRegisterKey, 'base-url': config.eventRegisterBaseUrl },
    { lang: 'de', styles: 'inline' },
  );
});
