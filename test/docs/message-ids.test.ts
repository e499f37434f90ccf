// Every msg() call in src/ names its message with an explicit `id`: the widget's
// lookup (src/i18n/msg.ts) reads ids only, the `strings` property is keyed by
// them, and lit-localize would otherwise derive a hash that changes with the text.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const SRC = join(import.meta.dirname, '..', '..', 'src');

/** The argument text of every `msg(` call in a source file (to its matching parenthesis). */
function msgCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(/\bmsg\(/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    calls.push(text.slice(match.index, i));
  }
  return calls;
}

function withoutId(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.startsWith('generated') && file !== join('i18n', 'msg.ts'))
    .flatMap((file) => msgCalls(readFileSync(join(root, file), 'utf8')).map((call) => `${file}: ${call}`))
    .filter((call) => !/\{\s*id:\s*'[a-z0-9.-]+'/.test(call));
}

describe('messages', () => {
  it('every msg() call in src/ has an explicit id', () => {
    assert.deepEqual(withoutId(SRC), []);
  });

  it('finds a call without an id, so the check can fail', () => {
    assert.deepEqual(msgCalls("const a = msg('Hello', { id: 'x.y' }); const b = msg(str`Hi ${f(1)}`);").length, 2);
    assert.ok(!/\{\s*id:/.test(msgCalls('msg(str`Hi ${f(1)}`)')[0]!));
  });
});
