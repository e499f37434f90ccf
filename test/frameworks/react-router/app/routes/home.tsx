import { useEffect } from 'react';
import { EventRegister } from 'event-register/react';
import type { Route } from './+types/home';
import { nonceContext } from '../csp.server';

export const meta: Route.MetaFunction = () => [{ title: 'Webinar: Barrierefreiheit' }];

// On the server, for each request: the form's HTML, with the nonce of this request's policy on its style.
export async function loader({ context }: Route.LoaderArgs) {
  // Imported here, not at the top: the development server looks up a route's static imports for
  // the browser too (to collect CSS), and event-register/ssr has no browser entry.
  const { renderEventRegister } = await import('event-register/ssr');
  const form = await renderEventRegister(
    {
      'event-id': process.env.EVENT_REGISTER_EVENT_ID,
      'api-key': process.env.EVENT_REGISTER_KEY,
      'base-url': process.env.EVENT_REGISTER_BASE_URL,
    },
    { lang: 'de', styles: 'inline', nonce: context.get(nonceContext) },
  );
  return { form };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // For the app's test: React has hydrated the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <main>
      <h1>Webinar: Barrierefreiheit</h1>
      <p>Melden Sie sich an, und wir schicken Ihnen den Link zum Webinar.</p>
      <EventRegister prerendered={loaderData.form} onRegistered={(event) => console.info('registered', event.detail.registrationId)} />
      <p id="below">Die Aufzeichnung erhalten alle Angemeldeten.</p>
    </main>
  );
}
