// The benchmark's own web server: the pages and dist/cdn, gzip-compressed as a CDN serves
// them (compressed once, up front, so compression time is not measured). The pages are built
// here, from one template, so the plain form, the widget pages (module script or classic script)
// and the pre-rendered page differ only in the form and the script (and the pre-rendered page has
// no placeholder rule: it needs none).
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CDN = join(process.cwd(), 'dist', 'cdn');

/** The README's placeholder rule: the element's box before the script has defined it. */
export const PLACEHOLDER_RULE = 'event-register:not(:defined) { display: block; min-block-size: 13.75rem; }';
/** Embedding's placeholder rule for a widget with `dialog`: its button alone stands there. */
export const DIALOG_PLACEHOLDER_RULE =
  'event-register[dialog], event-register[dialog]:not(:defined) { min-block-size: 2.75rem; }';

function page({ title, head = '', form, lang = 'en', placeholder = true, body, htmlAttributes = '', style = '' }) {
  return `<!doctype html>
<html lang="${lang}"${htmlAttributes}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${head}
    <style>
      body { font-family: system-ui, sans-serif; margin: 0 auto; max-inline-size: 40rem; padding: 1rem; line-height: 1.5; }
      ${placeholder ? PLACEHOLDER_RULE : ''}${style}
    </style>
  </head>
  <body>
    ${
      body ??
      `<header><h1>Product launch, live</h1><p>Join us online on 3 December for the launch of our new product line.</p></header>
    <main>
      <h2>Register</h2>
      ${form}
      <p class="after">The form above is what is measured; this paragraph is below it, so a layout shift of the form moves it.</p>
    </main>`
    }
  </body>
</html>`;
}

/** A hand-written form with the same fields, and no script at all: the lower bound. */
export function plainPage() {
  return page({
    title: 'Benchmark: plain HTML form',
    form: `<form id="register" action="#" method="post">
        <p><label for="email">Email</label><br /><input id="email" name="email" type="email" autocomplete="email" required /></p>
        <p><label for="name">Name (optional)</label><br /><input id="name" name="name" autocomplete="name" /></p>
        <p><button type="submit">Register</button></p>
      </form>`,
  });
}

/**
 * The README's CDN snippet: a module script in the head, the element in the body. `eventStart`: the
 * event's time (`event-start`), which a success shows with the calendar menu (the attend chunk).
 */
export function widgetPage({ eventId, apiKey, baseUrl, eventStart }) {
  const start = eventStart ? ` event-start="${eventStart}"` : '';
  return page({
    title: 'Benchmark: <event-register>',
    head: `<script type="module" ${process.env.BENCH_ASYNC ? 'async ' : ''}src="/cdn/event-register.js"></script>`,
    form: `<event-register event-id="${eventId}" api-key="${apiKey}" base-url="${baseUrl}"${start}></event-register>`,
  });
}

/**
 * The README's CDN snippet with the classic script instead of the module script: the embedding
 * docs' `<script src integrity crossorigin>` in the head (for page builders and tag managers that
 * can only add a `<script src>`), the element and the placeholder rule. The script is a small
 * loader of the very entry the module script loads (`<link rel="modulepreload" integrity>`, then
 * `import()`), so this page should cost what the CDN snippet's does; its hash is the build's
 * (dist/cdn/integrity.json).
 */
export function classicPage({ eventId, apiKey, baseUrl }) {
  const integrity = JSON.parse(readFileSync(join(CDN, 'integrity.json'), 'utf8'))['event-register.iife.js'];
  if (!integrity) throw new Error('classicPage: dist/cdn/integrity.json has no hash of event-register.iife.js');
  return page({
    title: 'Benchmark: <event-register>, classic script',
    head: `<script src="/cdn/event-register.iife.js" integrity="${integrity}" crossorigin="anonymous"></script>`,
    form: `<event-register event-id="${eventId}" api-key="${apiKey}" base-url="${baseUrl}"></event-register>`,
  });
}

/**
 * A long marketing page (in German, so that the widget loads a locale as well as its
 * entry) with the README's CDN snippet, the script in the head and the element where the form
 * goes. `widgetAt: 'bottom'`: the form comes after the whole page, several viewport heights of
 * text below the fold, as on a launch page whose visitors mostly read the top and leave;
 * `'top'`: the same page with the form under the introduction, in view at load (what the
 * widget costs when it is seen at once). `data-bench-passive` tells the probe not to focus the
 * form to time it (bench/probe.mjs): a focus is an interaction, and the widget prefetches its
 * code on one.
 *
 * `openers`: the landing page with three "Platz sichern" links to the form (in the hero, the
 * programme and the footer; `widgetAt: 'top'`). `'dialog'`: they are openers
 * (`data-event-register-open="signup"`) of `<event-register id="signup" dialog>`, with embedding's
 * placeholder rule for a dialog widget, and `data-bench-dialog` tells the probe to time the
 * widget's button rather than focus a form (a focus of the button is an approach: it fetches the
 * form's code). `'links'`: the same page with the widget inline and the links plain links to it,
 * timed as the other widget pages are.
 */
export function marketingPage({ eventId, apiKey, baseUrl, widgetAt, openers }) {
  const dialog = openers === 'dialog';
  const opener = (where) =>
    `<p><a href="#anmelden" class="opener-${where}"${dialog ? ' data-event-register-open="signup"' : ''}>Platz sichern</a></p>`;
  const form = `<section id="anmelden" aria-labelledby="anmelden-titel">
        <h2 id="anmelden-titel">Jetzt kostenlos anmelden</h2>
        <p>Die Teilnahme ist kostenlos. Nach der Anmeldung erhalten Sie den Zugangslink per E-Mail, am Vortag eine Erinnerung und nach der Veranstaltung die Aufzeichnung.</p>
        <event-register${dialog ? ' id="signup" dialog' : ''} event-id="${eventId}" api-key="${apiKey}" base-url="${baseUrl}"></event-register>
      </section>`;
  let sections = MARKETING_SECTIONS.join('\n      ');
  if (openers) sections = sections.replace('</ol>', `</ol>\n        ${opener('programme')}`);
  const probe = { dialog: ' data-bench-dialog', links: '' }[openers] ?? ' data-bench-passive';
  return page({
    title: 'Nordlicht 3: der Produktlaunch, live und online',
    lang: 'de',
    htmlAttributes: probe,
    head: '<script type="module" src="/cdn/event-register.js"></script>',
    style: `
      nav ul { display: flex; gap: 1rem; list-style: none; padding: 0; }
      .hero { padding-block: 1rem; }
      blockquote { margin-inline: 0; padding-inline-start: 1rem; border-inline-start: 3px solid #ccc; }
      dt { font-weight: bold; margin-block-start: 1rem; }
      footer { margin-block-start: 3rem; font-size: 0.875rem; }${dialog ? `\n      ${DIALOG_PLACEHOLDER_RULE}` : ''}`,
    body: `<header>
      <nav aria-label="Hauptmenü"><ul><li><a href="#programm">Programm</a></li><li><a href="#sprecher">Sprecher</a></li><li><a href="#fragen">Fragen</a></li><li><a href="#anmelden">Anmelden</a></li></ul></nav>
      <div class="hero">
        <h1>Nordlicht 3: der Produktlaunch, live und online</h1>
        <p>Am 3. Dezember um 17 Uhr zeigen wir zum ersten Mal die neue Generation unserer Planungssoftware: schneller, übersichtlicher und endlich auch offline nutzbar. Seien Sie live dabei, stellen Sie Ihre Fragen direkt an das Entwicklungsteam und sichern Sie sich als Teilnehmende drei Monate kostenlos.</p>
        ${openers ? opener('hero') : '<p><a href="#anmelden">Zur Anmeldung</a></p>'}
      </div>
    </header>
    <main>
      ${widgetAt === 'top' ? `${form}\n      ${sections}` : `${sections}\n      ${form}`}
    </main>
    <footer>
      <p>Nordlicht Software GmbH, Hafenstraße 12, 20457 Hamburg. Handelsregister: Amtsgericht Hamburg HRB 123456.</p>${openers ? `\n      ${opener('footer')}` : ''}
      <p><a href="#">Impressum</a> · <a href="#">Datenschutz</a> · <a href="#">Barrierefreiheit</a> · <a href="#">Kontakt</a></p>
    </footer>`,
  });
}

/** The marketing page's content between its introduction and its form (about five viewport heights at 1000 × 800). */
const MARKETING_SECTIONS = [
  `<section>
        <h2>Was Sie erwartet</h2>
        <p>Seit der ersten Version planen mehr als zwölftausend Teams ihre Projekte mit Nordlicht. Viele von Ihnen haben uns in den letzten zwei Jahren geschrieben, was ihnen fehlt: eine Ansicht, die auch bei dreihundert Aufgaben lesbar bleibt, eine Suche, die Tippfehler verzeiht, und die Möglichkeit, auch im Zug ohne Netz weiterzuarbeiten. Nordlicht 3 ist unsere Antwort darauf.</p>
        <p>In neunzig Minuten führen wir Sie durch alle Neuerungen, an echten Projekten statt an Folien. Sie sehen, wie ein Team aus Bremen seine Baustellenplanung von Tabellen auf Nordlicht umgestellt hat, wie die neue Zeitleiste Abhängigkeiten zwischen Gewerken sichtbar macht und wie sich Änderungen, die offline gemacht wurden, beim nächsten Verbinden ohne Konflikte zusammenführen.</p>
        <p>Danach beantwortet das Entwicklungsteam Ihre Fragen, live und ohne Filter. Fragen, die wir in der Zeit nicht schaffen, beantworten wir in den Tagen danach schriftlich; alle Antworten schicken wir mit der Aufzeichnung an alle Angemeldeten.</p>
      </section>`,
  `<section>
        <h2>Drei Gründe, dabei zu sein</h2>
        <h3>Als Erste sehen, was kommt</h3>
        <p>Nordlicht 3 erscheint für alle am 15. Januar. Wer beim Launch dabei ist, kann die neue Version schon ab dem Abend der Veranstaltung in einem eigenen Testbereich ausprobieren, mit den eigenen Projekten und ohne Risiko: der Testbereich ist eine Kopie, Ihre Daten bleiben unberührt.</p>
        <h3>Drei Monate kostenlos</h3>
        <p>Alle, die sich anmelden und live oder in der Aufzeichnung dabei sind, erhalten drei Monate Nordlicht 3 für ihr ganzes Team ohne Kosten, auch für neue Teams. Danach gelten die bekannten Preise; wer kündigen möchte, kann das mit einem Klick in den Einstellungen tun.</p>
        <h3>Mitreden, was als Nächstes kommt</h3>
        <p>Am Ende der Veranstaltung stellen wir vor, woran wir im nächsten Jahr arbeiten wollen, und lassen Sie abstimmen. Die drei Vorschläge mit den meisten Stimmen kommen in die Planung für das erste Halbjahr; das Ergebnis veröffentlichen wir eine Woche später im Blog.</p>
      </section>`,
  `<section id="programm">
        <h2>Programm</h2>
        <ol>
          <li>17:00 Begrüßung und ein Rückblick auf zwei Jahre Nordlicht 2, mit Zahlen aus Ihren Rückmeldungen</li>
          <li>17:10 Die neue Zeitleiste: Abhängigkeiten, kritische Pfade und Puffer auf einen Blick</li>
          <li>17:25 Offline arbeiten: wie Nordlicht 3 Änderungen ohne Netz speichert und später zusammenführt</li>
          <li>17:40 Aus der Praxis: die Baustellenplanung eines Bremer Bauunternehmens, vorher und nachher</li>
          <li>17:55 Suche, Filter und gespeicherte Ansichten: schneller finden, was gerade wichtig ist</li>
          <li>18:05 Barrierefreiheit: Tastaturbedienung, Bildschirmleser und hohe Kontraste in allen Ansichten</li>
          <li>18:15 Fragen an das Entwicklungsteam, live beantwortet</li>
          <li>18:30 Abstimmung über die nächsten Schritte und Verabschiedung</li>
        </ol>
        <p>Alle Zeiten in mitteleuropäischer Zeit. Die Veranstaltung wird aufgezeichnet und ist ab dem nächsten Morgen für alle Angemeldeten abrufbar, mit Untertiteln auf Deutsch und Englisch.</p>
      </section>`,
  `<section id="sprecher">
        <h2>Die Sprecherinnen und Sprecher</h2>
        <h3>Dr. Miriam Albers, Geschäftsführerin</h3>
        <p>Miriam Albers hat Nordlicht vor acht Jahren gegründet, nachdem sie als Projektleiterin in der Windkraft zu viele Abende mit Tabellen verbracht hatte. Sie eröffnet die Veranstaltung und erzählt, warum Nordlicht 3 so lange gedauert hat und warum es das wert war.</p>
        <h3>Jonas Petersen, Leiter Entwicklung</h3>
        <p>Jonas Petersen leitet das Team, das Nordlicht 3 gebaut hat. Er zeigt die neue Zeitleiste und die Offline-Funktionen und erklärt, was im Hintergrund passiert, wenn zwei Menschen denselben Termin gleichzeitig verschieben.</p>
        <h3>Aylin Demir, Bauleiterin bei Weser Hochbau</h3>
        <p>Aylin Demir plant mit ihrem Team seit einem Jahr die Baustellen eines Bremer Bauunternehmens mit der Vorabversion von Nordlicht 3. Sie zeigt, was sich für ihr Team verändert hat, und auch, was noch nicht rund läuft.</p>
        <h3>Felix Brandt, Barrierefreiheit und Design</h3>
        <p>Felix Brandt verantwortet die Gestaltung von Nordlicht. Er zeigt, wie sich alle Ansichten nur mit der Tastatur bedienen lassen, und was das Team von Menschen gelernt hat, die mit Bildschirmlesern arbeiten.</p>
      </section>`,
  `<section>
        <h2>Das sagen Teams, die Nordlicht 3 schon nutzen</h2>
        <blockquote><p>„Zum ersten Mal sehen alle Gewerke auf einer Seite, wer auf wen wartet. Unsere Abstimmungsrunden sind von einer Stunde auf zwanzig Minuten geschrumpft.“</p><p>Aylin Demir, Weser Hochbau</p></blockquote>
        <blockquote><p>„Wir sind viel unterwegs, oft ohne Netz. Dass Nordlicht jetzt offline weiterläuft und danach alles sauber zusammenführt, war für uns der Grund zu bleiben.“</p><p>Tobias Klein, Messebau Klein &amp; Söhne</p></blockquote>
        <blockquote><p>„Endlich eine Planungssoftware, die ich mit dem Bildschirmleser genauso schnell bedienen kann wie meine Kolleginnen mit der Maus.“</p><p>Sabine Hoffmann, Stadtwerke Lüneburg</p></blockquote>
      </section>`,
  `<section id="fragen">
        <h2>Häufige Fragen</h2>
        <dl>
          <dt>Was kostet die Teilnahme?</dt>
          <dd>Nichts. Die Veranstaltung ist kostenlos, und die Anmeldung verpflichtet Sie zu nichts.</dd>
          <dt>Brauche ich ein Nordlicht-Konto?</dt>
          <dd>Nein. Für die Anmeldung genügt Ihre E-Mail-Adresse. Den Testbereich können Sie mit einem bestehenden Konto oder mit einem neuen nutzen.</dd>
          <dt>Was brauche ich, um teilzunehmen?</dt>
          <dd>Einen aktuellen Browser. Sie müssen nichts installieren; Ton und Bild laufen direkt auf der Seite, die Sie mit dem Zugangslink öffnen.</dd>
          <dt>Ich kann zur Uhrzeit nicht. Lohnt sich die Anmeldung trotzdem?</dt>
          <dd>Ja. Alle Angemeldeten erhalten am nächsten Morgen die Aufzeichnung, und die drei kostenlosen Monate gelten auch für alle, die die Aufzeichnung ansehen.</dd>
          <dt>Was passiert mit meinen Daten?</dt>
          <dd>Wir verwenden Ihre E-Mail-Adresse nur für diese Veranstaltung: für den Zugangslink, die Erinnerung und die Aufzeichnung. Danach löschen wir sie, es sei denn, Sie möchten weiter von uns hören.</dd>
          <dt>Kann ich mein ganzes Team anmelden?</dt>
          <dd>Ja, jede Person meldet sich mit ihrer eigenen Adresse an. Die drei kostenlosen Monate gelten für das ganze Team, sobald eine Person dabei war.</dd>
        </dl>
      </section>`,
];

/**
 * The page `npx event-register snippet` makes: its output pasted where the form goes (the pinned
 * script, its module preloads, the element with its form rendered in and its styles), from this
 * server's copy of dist/cdn. `styles`: the snippet's default (undefined), or `'link'` (the
 * command's `--link-styles`). No placeholder rule: the form is in the HTML.
 */
export async function prerenderedPage({ eventId, apiKey, baseUrl, origin, styles }) {
  // The server entry as the package ships it (dist/lib), whose templates are the CDN files' (the
  // browser hydrates the markup only then); it reads dist/cdn's hashes.
  const { snippet } = await import('../dist/lib/server/snippet.js');
  const form = await snippet(
    { 'event-id': eventId, 'api-key': apiKey, 'base-url': baseUrl },
    { cdn: `${origin}/cdn/`, lang: 'en', styles },
  );
  return page({ title: 'Benchmark: <event-register>, pre-rendered', form, placeholder: false });
}

/**
 * The pre-rendered page with no script at all: the same document, the element with its
 * declarative shadow root, its form and its inline stylesheet, minus the snippet's module script
 * and module preload. The element is never defined, so the form stays the plain HTML form the
 * parser made: the physical limit for a form that looks like the widget's. The rules that apply to
 * an undefined element (the waiting bar from 0.4 s, the unavailable notice after 8 s) are in the
 * pre-rendered page too, and the bar and notice change nothing before the form is usable.
 */
export async function styledPlainPage(options) {
  const html = await prerenderedPage(options);
  const withoutScripts = html
    .replace(/<script\b[^>]*><\/script>\n?/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\n?/g, '');
  if (withoutScripts.includes('<script') || withoutScripts.includes('modulepreload'))
    throw new Error('styledPlainPage: the snippet has a script or preload the benchmark does not know how to drop');
  return withoutScripts.replace(
    '<title>Benchmark: <event-register>, pre-rendered</title>',
    '<title>Benchmark: styled plain form</title>',
  );
}

/**
 * The submit's floor: the least a page can do for the widget's submit. An email field and a button
 * in the shadow root of an element no script defines (so the benchmark's submit finds them where
 * it finds the widget's), and an inline script: the form's submit listener sends what the widget
 * sends (the same URL, headers and fetch options), reads the answer as text, parses it and puts one
 * paragraph in the form's place (`part="success"`). No framework, no checks, no styles beyond the
 * page's: what the browser itself takes from a click to the request, and from the answer to its
 * frame. `reset()` and `updateComplete` stand in for the element's, which the benchmark calls.
 */
export function submitFloorPage({ eventId, apiKey, baseUrl }) {
  const url = `${baseUrl.replace(/\/+$/, '')}/events/${encodeURIComponent(eventId)}/register`;
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json, application/problem+json',
    'X-API-Key': apiKey,
  };
  return page({
    title: 'Benchmark: the submit alone',
    placeholder: false,
    form: `<event-register></event-register>
      <script>
        const host = document.querySelector('event-register');
        const root = host.attachShadow({ mode: 'open' });
        const show = () => {
          root.innerHTML =
            '<form><label for="email">Email</label> <input id="email" name="email" type="email" required> <button type="submit">Register</button></form>';
          root.querySelector('form').addEventListener('submit', async (event) => {
            event.preventDefault();
            const response = await fetch(${JSON.stringify(url)}, {
              method: 'POST',
              headers: { ...${JSON.stringify(headers)}, 'Idempotency-Key': crypto.randomUUID() },
              body: JSON.stringify({ email: root.querySelector('input').value }),
              credentials: 'omit',
              cache: 'no-store',
              mode: 'cors',
              redirect: 'manual',
            });
            const answer = JSON.parse(await response.text());
            const view = document.createElement('p');
            view.setAttribute('part', 'success');
            view.textContent = response.ok ? 'You are registered.' : String(answer.title);
            root.replaceChildren(view);
          });
        };
        show();
        host.reset = show;
        host.updateComplete = Promise.resolve(true);
      </script>`,
  });
}

/** A page that has loaded the widget and has no element yet: the scale and leak runs add them. */
export function listingPage() {
  return page({
    title: 'Benchmark: events listing',
    head: '<script type="module" src="/cdn/event-register.js"></script>',
    form: '<div id="listing"></div>',
  });
}

/** An empty page on the pages' origin: each cold load starts from it, in a renderer already running. */
export function blankPage() {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Benchmark: start</title></head><body></body></html>';
}

function compressed(body, type) {
  return { body: gzipSync(body, { level: 9 }), type };
}

const CDN_TYPES = { '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Starts the server on loopback; `routes(origin)` resolves to a map of a path to a page's HTML
 * (a function of the origin: the pre-rendered page links its CDN files by absolute URL).
 */
export async function startPageServer(routes) {
  const files = new Map();
  for (const file of readdirSync(CDN, { recursive: true }).map(String)) {
    const type = CDN_TYPES[file.slice(file.lastIndexOf('.'))];
    if (type) files.set(`/cdn/${file}`, compressed(readFileSync(join(CDN, file)), type));
  }
  const server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Encoding': 'gzip',
      'Content-Length': file.body.length,
      'Cache-Control': 'no-cache',
    });
    res.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The pages are on localhost and the API on 127.0.0.1: cross-origin, as in production.
  const origin = `http://localhost:${server.address().port}`;
  for (const [path, html] of Object.entries(await routes(origin)))
    files.set(path, compressed(Buffer.from(html), 'text/html; charset=utf-8'));
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The local API and the pages, for the investigating tools (trace.mjs, profile.mjs): they
 * load the pages and never submit, so the event ID is made up. `close()` stops both.
 */
export async function startLoadServers() {
  const { startApiServer } = await import('../demo/api/server.ts');
  const { DEMO_LIVE_PUBLISHABLE_KEY } = await import('../demo/api/seed.ts');
  const api = await startApiServer({ port: 0 });
  const widget = { eventId: 'evt_x', apiKey: DEMO_LIVE_PUBLISHABLE_KEY, baseUrl: api.baseUrl };
  const pages = await startPageServer(async (origin) => ({
    '/plain': plainPage(),
    '/widget': widgetPage(widget),
    '/classic': classicPage(widget),
    '/prerendered': await prerenderedPage({ ...widget, origin }),
    '/prerendered-link': await prerenderedPage({ ...widget, origin, styles: 'link' }),
    '/styled-plain': await styledPlainPage({ ...widget, origin }),
    '/blank': blankPage(),
  }));
  return { origin: pages.origin, close: () => Promise.all([api.close(), pages.close()]) };
}
