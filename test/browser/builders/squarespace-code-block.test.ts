/**
 * Squarespace: the snippet in a Code block (test/builders/fixtures/squarespace-code-block.html),
 * which Squarespace renders inside its block markup, on a site with Squarespace's usual rules
 * (padded blocks, `white-space: pre-wrap` text, bare buttons, full-width inputs). Both roots. With
 * Ajax Loading, the next page's Code block arrives by innerHTML: its script does not run again.
 */
import { builderSuite } from './builder-block.js';

builderSuite({
  tool: 'Squarespace',
  fixture: 'squarespace-code-block.html',
  // Templates with Ajax Loading on swap each next page's content in.
  ajaxLoading: true,
  css: `
    body { font-family: "Helvetica Neue", Arial, sans-serif; font-size: 1.1rem; letter-spacing: 0.02em;
      line-height: 1.8; -webkit-font-smoothing: antialiased; margin: 0; }
    .sqs-block { position: relative; clear: both; padding: 17px; }
    .sqs-block-content { position: relative; }
    .sqs-block-code .sqs-block-content { overflow-wrap: break-word; }
    .sqs-block-content p, .sqs-block-content div, p { white-space: pre-wrap; }
    p { margin: 1rem 0; }
    input, textarea, select, button { font-family: inherit; font-size: inherit; letter-spacing: inherit; }
    button { -webkit-appearance: none; appearance: none; background: transparent; border: none; padding: 0;
      cursor: pointer; text-transform: uppercase; }
    input[type=text], input[type=email] { width: 100%; padding: 12px; border: 1px solid #a9a9a9;
      border-radius: 0; background: #fafafa; box-sizing: border-box; }
    label { display: block; }
    .sqs-layout .sqs-row { margin: 0 -17px; }`,
  block: `<div class="sqs-layout sqs-grid-12 columns-12" data-type="page"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-yui_3_17_2_1_1717171717171_1234"><div class="sqs-block-content">{{SNIPPET}}</div></div></div></div></div>`,
});
