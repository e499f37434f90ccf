/**
 * The suggestions against data nobody here wrote: the popular mail domains of the
 * `email-providers` package (those with a Majestic Million rank under 100,000) and IANA's
 * top-level domains (the `tlds` package) must get none; every typo one edit from the 25 most
 * popular domains, and every tenth of those two edits away, must get the right one or none.
 */
import { strict as assert } from 'node:assert';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import tlds from 'tlds';
import { distance } from '../../src/address/suggest/distance.js';
import { POPULAR, REAL } from '../../src/address/suggest/domains.js';
import { suggestAddress, suggestDomain } from '../../src/address/suggest/suggest.js';
import { oneEdit, twoEdits } from './typos.js';

const require = createRequire(import.meta.url);
const common = require('email-providers/common.json') as string[];
const all = require('email-providers/all.json') as string[];
const popular = POPULAR.split(' ');
const known = [...popular, ...REAL.split(' ')];

test(`none of the ${common.length} popular mail domains of email-providers gets a suggestion`, () => {
  const suggested = common.filter((domain) => suggestDomain(domain)).map((d) => `${d} → ${suggestDomain(d)}`);
  assert.deepEqual(suggested, []);
});

test(`no real top-level domain (${tlds.length}) is changed, on a name the suggestions do not know`, () => {
  const suggested = tlds
    .flatMap((tld) => [`startup.${tld}`, `uni-heidelberg.${tld}`, `agency.${tld}`])
    .filter((domain) => suggestDomain(domain));
  assert.deepEqual(suggested, []);
});

test('the examples: known names, real neighbours, real endings', () => {
  const cases: Record<string, string | undefined> = {
    'Ada.Lovelace@gmial.com': 'Ada.Lovelace@gmail.com',
    'ada@gmail.co': 'ada@gmail.com',
    'ada@qq.cm': 'ada@qq.com',
    'ada@hotmial.co.uk': 'ada@hotmail.co.uk',
    'ada@gmailcom': 'ada@gmail.com',
    'ada@acme.con': 'ada@acme.com',
    'ada@startup.ai': undefined,
    'ada@agency.co': undefined,
    'ada@uni-heidelberg.de': undefined,
    'ada@startup.io': undefined,
    'ada@startup.dev': undefined,
    ...Object.fromEntries(
      ['gmx.at', 'gmx.ch', 'me.com', 'pm.me', 'o2.pl', '126.com', '163.com'].map((d) => [`a@${d}`, undefined]),
    ),
  };
  for (const [typed, expected] of Object.entries(cases)) assert.equal(suggestAddress(typed), expected, typed);
  assert.equal(suggestAddress('ada@acme-corp.cmo', ['acme-corp.com']), 'ada@acme-corp.com');
  assert.equal(suggestAddress('ada@acmecorp.com', ['acme-corp.com']), 'ada@acme-corp.com');
  assert.equal(suggestAddress('no-at-sign'), undefined);
});

test('typos of the 25 most popular domains: at least 95 % get the right suggestion, none a wrong one', () => {
  const real = new Set([...known, ...all]);
  const counts = { checked: 0, right: 0, none: 0, wrong: 0, real: 0, ambiguous: 0, nearer: 0 };
  const wrong: string[] = [];
  for (const origin of popular.slice(0, 25)) {
    const once = oneEdit(origin);
    const twice = [...twoEdits(origin, once)].filter((_, i) => i % 10 === 0);
    for (const typo of [...once, ...twice]) {
      // A typo that is a real domain cannot be told from it.
      if (real.has(typo)) {
        counts.real++;
        continue;
      }
      const suggestion = suggestDomain(typo);
      if (suggestion === origin) {
        counts.checked++;
        counts.right++;
        continue;
      }
      // As near another known domain as its origin: a guess either way, and none is no mistake.
      const d = distance(typo, origin, 2);
      if (known.some((other) => other !== origin && distance(typo, other, d) <= d)) {
        counts.ambiguous++;
        if (suggestion && suggestion !== origin) counts.nearer++;
        continue;
      }
      counts.checked++;
      if (!suggestion) counts.none++;
      else if (wrong.push(`${typo}: ${origin} → ${suggestion}`)) counts.wrong++;
    }
  }
  const rate = counts.right / counts.checked;
  console.log(`typos: ${JSON.stringify(counts)}, right ${(rate * 100).toFixed(2)} %`);
  assert.deepEqual(wrong, []);
  assert.ok(rate >= 0.95, `${(rate * 100).toFixed(2)} % right`);
});
