import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const PAGE = resolve(import.meta.dirname, '../../src/embed-code/embed-code.html');

/**
 * The embed-code page beside the CDN files: its HTML as it is (`embed-code.html`); its script,
 * `embed-code.js`, is an entry of the same build (vite.config.ts) that imports no module of the
 * widget, so the widget's chunks are the same with it or without it.
 */
export const embedCodePage = (): Plugin => ({
  name: 'event-register:embed-code-page',
  buildStart() {
    this.addWatchFile(PAGE);
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'embed-code.html', source: readFileSync(PAGE, 'utf8') });
  },
});
