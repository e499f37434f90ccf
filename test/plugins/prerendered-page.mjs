// `/__prerendered-page` and `/__prerendered-markup`: the widget rendered on the server
// (src/server/), on a host page with a strict policy or as its markup alone, for the tests of
// pre-rendered pages.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { renderEventRegister } from '../../src/server/render.ts';
import { styleHashSource } from '../../src/server/styles.ts';
import { serversFor } from './local-servers.mjs';
import { strictCsp } from './strict-csp-page.mjs';

const run = promisify(execFile);

/** The attributes of the widget on a pre-rendered test page, from its query. */
function prerenderedAttributes(query, { api }) {
  return {
    'event-id': query.get('event') ?? '',
    'api-key': query.get('key') ?? '',
    'base-url': api.baseUrl,
    'render-root': query.get('render') === 'light' ? 'light' : undefined,
    sessions: query.get('sessions') ?? undefined,
    'organizer-time-zone': query.get('zone') ?? undefined,
    dialog: query.get('dialog') === '1' || undefined,
  };
}

/**
 * The snippet as the package's command prints it, from the built library (dist/lib): its markup
 * then has the templates of the CDN files the page loads, as a server's would, which hydration
 * needs. In a process of its own (cdn-snippet.mjs).
 */
async function cdnSnippet(attributes, options) {
  const script = fileURLToPath(new URL('./cdn-snippet.mjs', import.meta.url));
  const { stdout } = await run(process.execPath, [script, JSON.stringify(attributes), JSON.stringify(options)]);
  return stdout;
}

/**
 * `/__prerendered-page`: the snippet `npx event-register snippet` writes (src/server/snippet.ts),
 * pasted into a page with a strict policy: its inline style allowed by its hash alone (`style-src
 * 'self' 'sha256-…'`), or with `styles=link` (`--link-styles`) the stylesheet link allowed by the
 * CDN's origin alone (`style-src 'self' <cdn>`). Its CDN files under `/__hold/<token>/` on the stand-in CDN, so that a test decides when
 * the script arrives (demo/cdn-server.ts), or that it never does (a token starting with `blocked`).
 * `/__prerendered-markup`: the element's markup alone, for a test that inserts it with innerHTML.
 * For the servers of startLocalServers().
 */
export function prerenderedPageMiddleware(servers) {
  return async function prerenderedMiddleware(ctx, next) {
    if (ctx.path !== '/__prerendered-page' && ctx.path !== '/__prerendered-markup') return next();
    const query = new URLSearchParams(ctx.querystring);
    const engineServers = serversFor(servers, ctx);
    const { cdnOrigin } = engineServers;
    const token = /^[\w-]{1,64}$/.test(query.get('token') ?? '') ? query.get('token') : 'default';
    const lang = /^[A-Za-z-]{2,16}$/.test(query.get('lang') ?? '') ? query.get('lang') : 'en';
    ctx.type = 'html';
    if (ctx.path === '/__prerendered-markup') {
      ctx.body = await renderEventRegister(prerenderedAttributes(query, engineServers), {
        lang,
        cdn: `${cdnOrigin}/`,
      });
      return undefined;
    }
    // `styles=default`: what the snippet picks for the root (inline in a shadow root, linked in the
    // light DOM); the policy then allows both.
    const styles = query.get('styles') === 'link' ? 'link' : query.get('styles') === 'default' ? undefined : 'inline';
    const hash = styleHashSource(query.get('render') === 'light' ? 'light' : 'shadow');
    const allowed = styles === 'link' ? cdnOrigin : styles === 'inline' ? hash : `${hash} ${cdnOrigin}`;
    // A speed plugin's loader (`script=delayed`) assigns script addresses, which Trusted Types forbids:
    // such a page has no Trusted Types policy.
    const policy = strictCsp(engineServers).replace("style-src 'self'", `style-src 'self' ${allowed}`);
    ctx.set(
      'Content-Security-Policy',
      query.get('script') === 'delayed' ? policy.replace("; require-trusted-types-for 'script'", '') : policy,
    );
    // `dialog=1`: the widget with `dialog`, an `<a href="#later">` opener before it, and its target far below.
    // `consent=1`: a usual label; any other value is the label itself, as HTML.
    const consentParam = query.get('consent');
    const consent = !consentParam
      ? undefined
      : consentParam === '1'
        ? 'I agree to the <a href="#privacy">privacy notice</a>'
        : consentParam;
    // `copies=2`: the snippet pasted twice, each widget named, as the docs ask of several on a page.
    const copies = query.get('copies') === '2' ? ['First registration', 'Second registration'] : [undefined];
    const attributes = { ...prerenderedAttributes(query, engineServers), locale: query.get('locale') ?? undefined };
    const pasted = [];
    for (const formLabel of copies) {
      pasted.push(
        await cdnSnippet(
          { ...attributes, 'form-label': formLabel },
          { cdn: `${cdnOrigin}/__hold/${token}/`, lang, styles, consent },
        ),
      );
    }
    // The snippet as printed (`script=classic`, the default): the classic script, deferred, with the
    // entry preloaded. `script=module`: the entry's module script in their place, as a server page
    // with the README's module script has it.
    // `script=delayed`: the snippet's script as WordPress speed plugins rewrite it to hold it until the
    // first interaction (WP Rocket's "Delay JavaScript execution"): a type the browser does not run,
    // its address kept in a data attribute for the plugin's loader.
    // `order=1`: the order probe (test/pages/order-probe.js) right after the widget.
    const script = ['module', 'delayed'].includes(query.get('script')) ? query.get('script') : 'classic';
    const pastedAs = (html) =>
      script === 'classic'
        ? html
        : script === 'delayed'
          ? html.replace(/<script defer src="/, '<script type="rocketlazyloadscript" defer data-rocket-src="')
          : html.replace(
              /<script defer src="[^"]*event-register\.iife\.js" integrity="[^"]*"([^>]*)><\/script>\n<link rel="modulepreload" href="([^"]*event-register\.js)" integrity="([^"]*)"[^>]*>/,
              (_, rest, src, integrity) =>
                `<script type="module" src="${src}" integrity="${integrity}"${rest}></script>`,
            );
    ctx.body = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>Pre-rendered host page</title>
<script src="/test/pages/csp-probe.js"></script>
${token.startsWith('blocked') ? '<link rel="stylesheet" href="/test/pages/prerendered.css">' : ''}
</head>
<body>
<p>Sign up below.</p>
${query.get('dialog') === '1' ? '<p><a id="opener" href="#later" data-event-register-open>Save my seat</a></p>' : ''}
${pasted.map(pastedAs).join('\n')}
${query.get('order') === '1' ? '<script src="/test/pages/order-probe.js"></script>' : ''}
<p id="after">After the form.</p>
${query.get('dialog') === '1' ? '<h2 id="later" style="margin-block-start: 200vh">Later on the page</h2>' : ''}
</body>
</html>`;
    return undefined;
  };
}
