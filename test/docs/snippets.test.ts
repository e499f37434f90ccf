/**
 * Every code block of README.md and docs/**\/*.md that a user is meant to copy is accounted for:
 * either it is a recipe's file (`<!-- file: <path> -->` before it: framework-recipes.test.ts checks
 * it equals that file), a site builder's fixture (`<!-- fixture: <path> -->`: builder-recipes.test.ts
 * checks it), or it has an id (`<!-- snippet: <id> -->` before it) with one row in the
 * table of docs/snippets.md, which says which test runs it or why none does.
 *
 * A block is copyable when its language is one of COPYABLE. An output block (what a command prints,
 * a policy) has `<!-- not a snippet: <reason> -->` before it instead, or the language `text`.
 * Only blank lines may stand between the comment and the block.
 *
 * A row of docs/snippets.md is `| `<id>` | <a link to the page, and the section, that holds the
 * block> | <what it is> | <status> |`, where the status is either `Tested by `<file>`` (one or more
 * files under test/ or scripts/, each with `snippet: <id>` in a comment next to the code that
 * exercises the snippet) or `Untested: <reason>`.
 *
 * This fails on a copyable block with no id, an id used twice or missing from the table, a row whose
 * block is gone or on another page, and a "Tested by" file that does not exist or does not mention the id.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, it } from 'node:test';
import { PAGES, root } from './pages.js';

const TABLE = 'docs/snippets.md';

/** The languages of code a user copies into a page, a project or a terminal. */
const COPYABLE = new Set([
  'html',
  'js',
  'javascript',
  'ts',
  'typescript',
  'tsx',
  'jsx',
  'vue',
  'svelte',
  'css',
  'sh',
  'bash',
  'shell',
  'json',
  'astro',
]);

interface Block {
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  /** The HTML comment just before the block (blank lines between allowed), if any. */
  mark: { kind: 'file' | 'fixture' | 'snippet' | 'not a snippet'; value: string } | undefined;
}

/** The fenced code blocks of a page, with the comment that precedes each. */
function blocks(page: string, markdown: string): Block[] {
  const lines = markdown.split('\n');
  const found: Block[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const open = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (fence !== undefined) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1])
        fence = undefined;
      return;
    }
    if (!open) return;
    fence = open[1]!;
    let before = index - 1;
    while (before >= 0 && lines[before]!.trim() === '') before -= 1;
    const comment =
      before >= 0 ? /^\s*<!--\s*(file|fixture|snippet|not a snippet):\s*(.*?)\s*-->\s*$/.exec(lines[before]!) : null;
    found.push({
      page,
      line: index + 1,
      lang: open[2]!.toLowerCase(),
      mark: comment ? { kind: comment[1] as NonNullable<Block['mark']>['kind'], value: comment[2]! } : undefined,
    });
  });
  return found;
}

interface Row {
  id: string;
  line: number;
  /** The page the row's link points at, relative to the repository. */
  page: string | undefined;
  status: string;
}

/** The rows of the table in docs/snippets.md: the lines that start with | `<id>` |. */
function rows(markdown: string): Row[] {
  return markdown.split('\n').flatMap((line, index) => {
    const cells = /^\|\s*`([^`]+)`\s*\|/.test(line)
      ? line
          .replace(/^\|/, '')
          .replace(/\|\s*$/, '')
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim())
      : undefined;
    if (!cells) return [];
    const link = /\]\(([^)#\s]+)(?:#[^)\s]*)?\)/.exec(cells[1] ?? '')?.[1];
    return [
      {
        id: cells[0]!.replace(/^`|`$/g, ''),
        line: index + 1,
        page: link === undefined ? undefined : posix.normalize(posix.join(posix.dirname(TABLE), link)),
        status: cells.at(-1) ?? '',
      },
    ];
  });
}

/** Whether a file has `snippet: <id>` in a comment (//, /*, *, <!--, #), the id ending there. */
function mentions(file: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(//|/\\*|^\\s*\\*|<!--|#).*\\bsnippet: ${escaped}(?![\\w-])`, 'm');
  return pattern.test(readFileSync(join(root, file), 'utf8'));
}

/** What is wrong with a row's status, or undefined. */
function statusProblem(row: Row): string | undefined {
  if (/^Untested: \S/.test(row.status)) return undefined;
  // Tested by `a`, `b` and `c`, then optionally ": what it does".
  const tested = /^Tested by (`[^`]+`(?:(?:, | and )`[^`]+`)*)(?::\s|$)/.exec(row.status);
  if (!tested)
    return `the status must start "Tested by \`<file>\`" (more files after ", ", then ": " and a note) or "Untested: <reason>", not "${row.status}"`;
  const files = [...tested[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  for (const file of files) {
    if (!/^(test|scripts)\//.test(file)) return `${file}: a "Tested by" file must be under test/ or scripts/`;
    if (!existsSync(join(root, file))) return `${file} does not exist`;
    if (!mentions(file, row.id)) return `${file} has no comment "snippet: ${row.id}" next to the code that runs it`;
  }
  return undefined;
}

const allBlocks = PAGES.flatMap((page) => blocks(page, readFileSync(join(root, page), 'utf8')));
const table = existsSync(join(root, TABLE)) ? rows(readFileSync(join(root, TABLE), 'utf8')) : [];

describe('the snippets of README.md and docs/', () => {
  it('reads blocks, their marks and the table as the rules say', () => {
    const page = [
      'text',
      '',
      '<!-- snippet: a-1 -->',
      '',
      '```html',
      '<p>',
      '```',
      '```sh',
      'x',
      '````',
      '<!-- not a snippet: output -->',
      '````html',
      '```',
      '````',
    ].join('\n');
    assert.deepEqual(
      blocks('x.md', page).map((b) => [b.line, b.lang, b.mark?.kind, b.mark?.value]),
      [
        [5, 'html', 'snippet', 'a-1'],
        [8, 'sh', undefined, undefined],
        [12, 'html', 'not a snippet', 'output'],
      ],
    );
    const [row] = rows(
      '| `a-1` | [README](../README.md#quickstart) | the tag | Tested by `test/browser/csp/csp.test.ts`, `test/x.ts` |',
    );
    assert.deepEqual(row, {
      id: 'a-1',
      line: 1,
      page: 'README.md',
      status: 'Tested by `test/browser/csp/csp.test.ts`, `test/x.ts`',
    });
    assert.match(
      statusProblem({ ...row, status: 'Tested by `test/browser/csp/csp.test.ts`' }) ?? '',
      /no comment "snippet: a-1"/,
    );
    assert.equal(statusProblem({ ...row, status: 'Untested: Angular is not installed here.' }), undefined);
    assert.match(statusProblem({ ...row, status: 'Maybe' }) ?? '', /must start/);
    assert.match(statusProblem({ ...row, status: 'Tested by the browser suite' }) ?? '', /must start/);
    assert.match(
      statusProblem({ ...row, status: 'Tested by `demo/x.ts`: a note naming `test/y.ts`' }) ?? '',
      /demo\/x\.ts: a "Tested by" file must be under test\/ or scripts\//,
    );
  });

  it(`${TABLE} exists and has rows`, () => {
    assert.ok(existsSync(join(root, TABLE)), TABLE);
    assert.ok(table.length > 0, 'no rows');
  });

  it('every copyable block has a recipe file, an id, or says it is not a snippet', () => {
    const unmarked = allBlocks
      .filter((block) => COPYABLE.has(block.lang) && block.mark === undefined)
      .map((block) => `${block.page}:${block.line} (${block.lang})`);
    assert.deepEqual(
      unmarked,
      [],
      'write <!-- snippet: <id> --> before each (and a row in docs/snippets.md), or <!-- not a snippet: <reason> -->',
    );
  });

  it('every "not a snippet" says why', () => {
    const bare = allBlocks
      .filter((block) => block.mark?.kind === 'not a snippet' && block.mark.value === '')
      .map((block) => `${block.page}:${block.line}`);
    assert.deepEqual(bare, []);
  });

  it('every id is used once, on a block, and has one row in the table', () => {
    const ids = allBlocks.filter((block) => block.mark?.kind === 'snippet');
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const block of ids) {
      const id = block.mark!.value;
      const where = `${block.page}:${block.line}`;
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
        problems.push(`${where}: "${id}" is not a short id (lower-case words and digits joined by -)`);
      if (seen.has(id)) problems.push(`${where}: snippet ${id} is also at ${seen.get(id)}`);
      seen.set(id, where);
      const matching = table.filter((row) => row.id === id);
      if (matching.length === 0) problems.push(`${where}: snippet ${id} has no row in ${TABLE}`);
      if (matching.length > 1) problems.push(`${where}: snippet ${id} has ${matching.length} rows in ${TABLE}`);
      for (const row of matching)
        if (row.page !== block.page)
          problems.push(
            `${TABLE}:${row.line}: snippet ${id} is in ${block.page}, the row links ${row.page ?? 'no page'}`,
          );
    }
    assert.deepEqual(problems, []);
  });

  it('every row of the table has its block', () => {
    const ids = new Set(allBlocks.filter((block) => block.mark?.kind === 'snippet').map((block) => block.mark!.value));
    const gone = table
      .filter((row) => !ids.has(row.id))
      .map((row) => `${TABLE}:${row.line}: no block is marked <!-- snippet: ${row.id} -->`);
    assert.deepEqual(gone, []);
  });

  it('every row says which test runs the snippet, and that test marks it; or why none does', () => {
    const problems = table.flatMap((row) => {
      const why = statusProblem(row);
      return why === undefined ? [] : [`${TABLE}:${row.line} (${row.id}): ${why}`];
    });
    assert.deepEqual(problems, []);
  });
});
