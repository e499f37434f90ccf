/**
 * The demo's "Get the embed code" endpoint (demo/snippet-endpoint.ts, GET /__snippet): the
 * command's snippet for a good query, the command's refusals for a bad one, and a plain answer
 * when the package is not built or the server code does not load. Calls the handler directly.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NOT_BUILT, snippetArgs, snippetResponse } from '../../demo/snippet-endpoint.js';

const GOOD = { 'event-id': 'evt_1', 'api-key': 'pk_live_1', 'base-url': 'https://api.example.com/v1' };

function query(extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({ ...GOOD, ...extra });
}

/** Collects what the endpoint tells whoever runs the server. */
function logger(): { lines: string[]; log: (line: string) => void } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line) };
}

describe('demo: GET /__snippet', () => {
  it('answers the snippet the command prints', async () => {
    const { lines, log } = logger();
    const answer = await snippetResponse(query({ locale: 'de', 'link-styles': '1' }), { log });
    assert.equal(answer.status, 200, answer.body);
    assert.match(
      answer.body,
      /^<script defer src="https:\/\/cdn\.jsdelivr\.net\/npm\/event-register@[^"]+\/event-register\.iife\.js" integrity="sha384-/,
    );
    assert.match(
      answer.body,
      /<event-register event-id="evt_1" api-key="pk_live_1" base-url="https:\/\/api\.example\.com\/v1" locale="de"/,
    );
    assert.match(
      answer.body,
      /<template shadowrootmode="open"><link rel="stylesheet" href="[^"]+\/event-register\.css" integrity="sha384-/,
    );
    assert.deepEqual(answer.advice, []);
    assert.deepEqual(lines, []);
  });

  it('leaves empty fields out, so the defaults apply', () => {
    assert.deepEqual(
      snippetArgs(new URLSearchParams({ 'event-id': 'e', theme: '', cdn: '', 'link-styles': '0', locale: '-x' })),
      ['snippet', '--event-id=e', '--locale=-x'],
    );
  });

  it("refuses a secret key with the element's message, never echoing the key", async () => {
    const answer = await snippetResponse(query({ 'api-key': 'sk_live_x' }));
    assert.equal(answer.status, 400);
    assert.match(answer.body, /refused a secret API key \(sk_…\)/);
    assert.doesNotMatch(answer.body, /sk_live_x/);
  });

  it('refuses what the command refuses, one message a line', async () => {
    const answer = await snippetResponse(query({ theme: 'purple', locale: 'xx', cdn: 'nope' }));
    assert.equal(answer.status, 400);
    const lines = answer.body.split('\n');
    assert.equal(lines.length, 3, answer.body);
    assert.match(answer.body, /theme="purple" is not a known value/);
    assert.match(answer.body, /locale="xx" is not a language the widget speaks/);
    assert.match(answer.body, /--cdn "nope"/);
    const unknown = await snippetResponse(query({ colour: 'red' }));
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body, "Unknown option '--colour'.");
  });

  it("passes the element's warnings on with the snippet", async () => {
    const answer = await snippetResponse(query({ 'api-key': 'abc123' }));
    assert.equal(answer.status, 200);
    assert.match(answer.advice.join('\n'), /does not look like a publishable key/);
  });

  it('says to build the package when dist/cdn is missing, and logs it', async () => {
    const { lines, log } = logger();
    const answer = await snippetResponse(query(), { isBuilt: () => false, log });
    assert.equal(answer.status, 503);
    assert.equal(answer.body, NOT_BUILT);
    assert.match(answer.body, /npm run build/);
    assert.equal(lines.length, 1);
  });

  it('answers 500, and keeps running, when the server code does not load', async () => {
    const { lines, log } = logger();
    const answer = await snippetResponse(query(), {
      load: () => Promise.reject(new Error('SyntaxError in render.ts')),
      log,
    });
    assert.equal(answer.status, 500);
    assert.match(answer.body, /SyntaxError in render\.ts/);
    assert.match(lines.join('\n'), /could not load src\/server/);
  });
});
