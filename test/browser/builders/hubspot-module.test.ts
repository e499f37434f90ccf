/**
 * HubSpot: the snippet in a custom module (test/builders/fixtures/hubspot-module.html), which
 * HubSpot renders inside its module wrapper, on a theme with HubSpot's usual form rules (every
 * `form input[type=email]` full width, `.hs_cos_wrapper input` with a fixed height, buttons in
 * the theme's colours and capitals). Both roots.
 */
import { builderSuite } from './builder-block.js';

builderSuite({
  tool: 'HubSpot',
  fixture: 'hubspot-module.html',
  css: `
    body { font-family: Lato, sans-serif; font-size: 16px; line-height: 1.6; color: #494a52; margin: 0; }
    .hs_cos_wrapper_type_module { display: block; }
    form { max-width: 100%; font-family: inherit; }
    form fieldset, .hs-form-field { margin-bottom: 1.4rem; }
    form label { display: block; font-size: 0.875rem; font-weight: 700; margin-bottom: 0.35rem; }
    form input[type=text], form input[type=email], form input[type=tel], form select, form textarea {
      display: inline-block; width: 100%; padding: 0.7rem; border: 1px solid #d1d6dc; border-radius: 3px;
      font-size: 0.875rem; background-color: #fff; color: #33475b;
    }
    .hs_cos_wrapper input { box-sizing: border-box; height: 40px; margin: 0 0 10px; }
    form input[type=checkbox], form input[type=radio] { cursor: pointer; margin-right: 0.35rem; width: auto; }
    .hs-button, form button, form input[type=submit] {
      cursor: pointer; display: inline-block; padding: 1rem 2rem; border: 0; border-radius: 6px;
      background-color: #ff7a59; color: #fff; font-weight: 700; text-transform: uppercase;
      text-align: center; white-space: normal; transition: all 0.15s linear;
    }
    .hs-error-msgs { list-style: none; padding: 0; color: #f2545b; }
    .hs_cos_wrapper p, .hs_cos_wrapper div { margin: 0 0 1.4rem; }`,
  block: `<div class="dnd-section"><div class="row-fluid"><div class="span12 widget-span widget-type-custom_widget" data-widget-type="custom_widget"><div id="hs_cos_wrapper_widget_1717171717171" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">{{SNIPPET}}</div></div></div></div>`,
});
