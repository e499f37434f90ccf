// The widget's styles use logical properties only, so that a right-to-left locale
// (ar, he, fa, ur) mirrors the whole layout. Physical sides and dimensions
// (margin-left, padding-right, left:, width, text-align: right, a four-value
// margin shorthand…) fail here with the rule that uses them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressRules } from '../../src/address/styles/address-rules.js';
import { attendRules } from '../../src/attend/styles/attend-rules.js';
import { resultRules } from '../../src/interaction/styles/result-rules.js';
import { componentRules } from '../../src/form/styles/rules.js';
import { shadowStyles } from '../../src/form/styles/shadow.js';

const PHYSICAL = [
  /(?:^|[\s;{])(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right|top|bottom)(?:-[a-z]+)?\s*:/,
  /(?:^|[\s;{])(?:left|right|top|bottom)\s*:/,
  /(?:^|[\s;{])(?:min-|max-)?(?:width|height)\s*:/,
  /border-(?:top|bottom)-(?:left|right)-radius\s*:/,
  /(?:text-align|float|clear|caption-side)\s*:\s*(?:left|right)\b/,
  // Shorthands with different start and end values are physical too: `margin: 0 0 0.5rem 1rem`.
  /(?:^|[\s;{])(?:margin|padding|inset)\s*:\s*\S+\s+\S+\s+\S+\s+\S+/,
];

/** Each declaration of a stylesheet, with the rule it is in. */
function declarations(css: string): { rule: string; declaration: string }[] {
  const found: { rule: string; declaration: string }[] = [];
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const declaration of body!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean))
      found.push({ rule: selector!.trim(), declaration });
  }
  return found;
}

function physical(css: string): string[] {
  return declarations(css)
    .filter(({ declaration }) => PHYSICAL.some((pattern) => pattern.test(` ${declaration}`)))
    .map(({ rule, declaration }) => `${rule} { ${declaration} }`);
}

describe('styles', () => {
  for (const [name, css, min] of [
    ['shadow root', shadowStyles.cssText, 50],
    ['light DOM', componentRules(true), 50],
    ['shadow root, results (interaction chunk)', resultRules(false), 30],
    ['light DOM, results (interaction chunk)', resultRules(true), 30],
    ['shadow root, attend chunk', attendRules(false), 30],
    ['light DOM, attend chunk', attendRules(true), 30],
    ['shadow root, address chunk', addressRules(false), 2],
    ['light DOM, address chunk', addressRules(true), 2],
  ] as const) {
    it(`${name}: logical properties only`, () => {
      assert.ok(declarations(css).length > min, 'the stylesheet was parsed');
      assert.deepEqual(physical(css), []);
    });
  }

  it('catches physical properties, so the check can fail', () => {
    const bad =
      '.a { margin-left: 1rem } .b { right: 0 } .c { width: 10px } .d { text-align: right } .e { padding: 0 1px 0 2px } .f { margin-inline-start: 1rem; inline-size: 1px; text-align: start }';
    assert.deepEqual(physical(bad), [
      '.a { margin-left: 1rem }',
      '.b { right: 0 }',
      '.c { width: 10px }',
      '.d { text-align: right }',
      '.e { padding: 0 1px 0 2px }',
    ]);
  });
});
