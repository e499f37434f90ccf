// The one way the templates' HTML is minified, in every build: the CDN files (vite.config.ts) and
// the npm library (scripts/build-lib.mjs). A server's markup hydrates in the browser only where
// both rendered the same template text: Lit's hydration matches each part by a digest of it.
import { minifyHTMLLiterals } from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';

// Whitespace between inline content is collapsed to one space, never removed ("Name (optional)"),
// and empty attributes are kept (they can carry meaning, such as alt="").
const options = { minifyOptions: { conservativeCollapse: true, removeEmptyAttributes: false } };

/** The Rollup (Vite) plugin. */
export const templateMinifyPlugin = () => minifyHtmlLiterals({ options });

/** One module's code with its templates minified, and the map of that change; null when it has none. */
export const minifyTemplates = (code, fileName) => minifyHTMLLiterals(code, { ...options, fileName });
