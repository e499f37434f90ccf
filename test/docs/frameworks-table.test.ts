// docs/embedding.md's table of the framework apps is generated (scripts/docs-frameworks.mjs): the
// frameworks' versions from the apps' package.json files, the times from the record of one
// `npm run test:frameworks` run (test/frameworks/timings.json). This fails when the table says
// anything else: a version bumped in an app, a new record, or a hand edit.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  APPS,
  EMBEDDING_MD,
  extractFrameworks,
  readTimings,
  renderFrameworks,
  spliceFrameworks,
  versionOf,
} from '../../scripts/docs-frameworks.mjs';

describe("docs/embedding.md's framework table", () => {
  const doc = readFileSync(EMBEDDING_MD, 'utf8');
  const record = readTimings();

  it('is what the apps and the recorded run make (run npm run docs)', () => {
    assert.equal(
      extractFrameworks(doc),
      renderFrameworks(record, versionOf),
      "docs/embedding.md's framework table is out of date: run npm run docs",
    );
    assert.equal(spliceFrameworks(doc, renderFrameworks(record, versionOf)), doc);
  });

  it('has a row for every app, with times for each step', () => {
    for (const app of APPS) {
      const times = record.apps[app.name];
      assert.ok(times, `the record has no times for ${app.name}`);
      for (const step of ['install', 'build', 'start'] as const)
        assert.equal(typeof times[step], 'number', `${app.name}: ${step}`);
    }
  });

  it("changes when an app's framework version changes, so the check can fail", () => {
    const bumped = renderFrameworks(record, (app) => (app.name === 'next' ? '99.1.0' : versionOf(app)));
    assert.notEqual(bumped, renderFrameworks(record, versionOf));
    assert.match(bumped, /\[Next\.js 99\.1\]/);
  });
});
