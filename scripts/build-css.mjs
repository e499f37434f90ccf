// The stylesheets of server-rendered markup, beside the CDN files: dist/cdn/event-register.css
// (inside a declarative shadow root) and event-register.light.css (render-root="light"). The text
// comes from the built library (src/server/styles.ts), so it is byte for byte what
// renderEventRegister() hashes for its `integrity` attribute. Runs after tsc and vite.
import { writeFileSync } from 'node:fs';
import { stylesheetFile, stylesheetText } from '../dist/lib/server/styles.js';

for (const root of ['shadow', 'light']) {
  const file = stylesheetFile(root);
  const text = stylesheetText(root);
  writeFileSync(new URL(`../dist/cdn/${file}`, import.meta.url), text);
  console.log(`dist/cdn/${file}: ${text.length} B`);
}
