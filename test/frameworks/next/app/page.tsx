import { headers } from 'next/headers';
import { renderEventRegister } from 'event-register/ssr';
import { Register } from './register';

export default async function Page() {
  // The nonce proxy.ts made for this request: Next.js puts it on its scripts, the widget on its style.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const form = await renderEventRegister(
    {
      'event-id': process.env.NEXT_PUBLIC_EVENT_REGISTER_EVENT_ID,
      'api-key': process.env.NEXT_PUBLIC_EVENT_REGISTER_KEY,
      'base-url': process.env.NEXT_PUBLIC_EVENT_REGISTER_BASE_URL,
    },
    { lang: 'de', styles: 'inline', nonce },
  );
  return (
    <main>
      <h1>Webinar: Barrierefreiheit</h1>
      <p>Melden Sie sich an, und wir schicken Ihnen den Link zum Webinar.</p>
      <Register prerendered={form} />
      <p id="below">Die Aufzeichnung erhalten alle Angemeldeten.</p>
    </main>
  );
}
