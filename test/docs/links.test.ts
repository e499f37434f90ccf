/**
 * The links of README.md and docs/**\/*.md hold, on GitHub and in the package.
 *
 * What is a link: `[text](path)`, `[text](path#anchor)`, `[text](#anchor)`, an image `![alt](path)`,
 * a reference definition `[label]: path`, and an HTML `<a href>` or `<img src>`, outside fenced code
 * blocks, inline code spans and HTML comments (there they are text). http(s) and mailto links are not
 * checked: no network.
 *
 * The rules:
 * 1. A relative link resolves against the folder of the file that holds it, as GitHub resolves it (a
 *    leading `/` is the repository root), to a file or folder that exists in the repository.
 * 2. An anchor must be the slug of a heading of the target Markdown file, by GitHub's rules: the
 *    heading's text as rendered (backticks, emphasis and link syntax dropped), lower-cased, every
 *    character that is not a letter, digit, `-`, `_` or space removed, each space made `-`; a slug
 *    that is already taken on the page gets `-1`, `-2`… Or the `id`/`name` of an HTML element in that
 *    file. A non-Markdown target takes only GitHub's line anchors (`#L10`, `#L10-L20`).
 * 3. What a link points at is in the package (`npm pack --dry-run` lists it): the docs ship in it, so
 *    a reader of node_modules/event-register/ or of the tarball can follow every link. A folder counts
 *    when a file under it is packed.
 *    The one exception: the pages written for contributors, which describe the repository rather
 *    than the package (docs/development.md, docs/architecture.md, docs/local-api.md and
 *    docs/performance.md), may link into the repository's development files: test/, scripts/,
 *    bench/, demo/ and .ci/. And any page may show or link to the screenshots (docs/screenshots/*.png),
 *    which the package leaves out: nobody who installs it sees them, and the README and the docs show
 *    them on GitHub. Nothing else is exempt: those pages' other links, and every link of the other
 *    pages, must point at packed files (src/ is packed, so linking to the source is fine from any page).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, it } from 'node:test';
import { PAGES, root } from './pages.js';

/** The contributor pages, and the development folders they may link into (rule 3). */
const CONTRIBUTOR_PAGES = new Set([
  'docs/development.md',
  'docs/architecture.md',
  'docs/local-api.md',
  'docs/performance.md',
]);
const DEVELOPMENT_FILES = /^(test|scripts|bench|demo|\.ci)(\/|$)/;
/** The screenshots, which any page may link to and the package leaves out (rule 3). */
const SCREENSHOTS = /^docs\/screenshots\/[^/]+\.png$/;

/** Replaces every character but newlines with spaces, so that offsets and line numbers stay. */
const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

/** Lines of fenced code blocks (``` or ~~~, as long or longer to close) blanked out. */
function withoutFences(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined) {
        if (marker === undefined) return line;
        fence = marker;
        return blank(line);
      }
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      return blank(line);
    })
    .join('\n');
}

/** Text where a link can be: no fenced blocks, no HTML comments, no inline code spans. */
function linkableText(markdown: string): string {
  return withoutFences(markdown)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)|(`+)(?!`)\2(?!`)/g, blank);
}

interface Link {
  page: string;
  line: number;
  target: string;
}

function links(page: string, markdown: string): Link[] {
  const text = linkableText(markdown);
  const lineOf = (offset: number): number => text.slice(0, offset).split('\n').length;
  const found: Link[] = [];
  const patterns = [
    // [text](dest) and ![alt](dest): one level of brackets in the text, an optional title after the destination.
    /!?\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>\n]*>|[^\s)]*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g,
    // [label]: dest
    /^ {0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm,
    // <a href="…"> and <img src="…">
    /<(?:a|img)\b[^>]*?\s(?:href|src)\s*=\s*["']([^"']*)["']/gi,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const target = (match[1] ?? '').replace(/^<(.*)>$/, '$1');
      found.push({ page, line: lineOf(match.index), target });
    }
  }
  return found;
}

/** A heading's text as GitHub renders it: code spans' text as it is, no emphasis marks, links as their text, no HTML tags. */
function headingText(raw: string): string {
  const codes: string[] = [];
  return raw
    .replace(/(`+)([\s\S]*?)\1/g, (_, _ticks: string, code: string) => `\uE000${codes.push(code) - 1}\uE001`)
    .replace(/!?\[((?:[^[\]]|\[[^[\]]*\])*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*|__|\*/g, '')
    .replace(/(^|[^\p{L}\p{N}])_(?=\S)(.*?\S)_(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/\uE000(\d+)\uE001/g, (_, index: string) => codes[Number(index)] ?? '')
    .trim();
}

/** GitHub's slug of one heading's text (github-slugger), before duplicates are numbered. */
function slug(text: string): string {
  return headingText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown file: its headings' slugs (duplicates numbered as GitHub does), and HTML ids and names. */
function anchors(markdown: string): Set<string> {
  const occurrences = new Map<string, number>();
  const found = new Set<string>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!heading) continue;
    const original = slug(heading[1] ?? '');
    let result = original;
    while (occurrences.has(result)) {
      const count = (occurrences.get(original) ?? 0) + 1;
      occurrences.set(original, count);
      result = `${original}-${count}`;
    }
    occurrences.set(result, 0);
    found.add(result);
  }
  for (const match of linkableText(markdown).matchAll(/<[a-z][\w-]*\b[^>]*?\s(?:id|name)\s*=\s*["']([^"']+)["']/gi))
    found.add(match[1]!);
  return found;
}

function packedFiles(): Set<string> {
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const [pack] = JSON.parse(result.stdout) as [{ files: { path: string }[] }];
  return new Set(pack.files.map((file) => file.path));
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** What is wrong with one link, or undefined. `packed` is the package's file list. */
function problem(link: Link, packed: Set<string>): string | undefined {
  if (EXTERNAL.test(link.target)) return /^(https?|mailto):/i.test(link.target) ? undefined : `an unexpected scheme`;
  if (link.target === '') return 'an empty link';
  const hashAt = link.target.indexOf('#');
  const rawPath = (hashAt < 0 ? link.target : link.target.slice(0, hashAt)).replace(/\?.*$/, '');
  const anchor = hashAt < 0 ? undefined : decodeURIComponent(link.target.slice(hashAt + 1));
  const path =
    rawPath === ''
      ? link.page
      : posix
          .normalize(
            rawPath.startsWith('/')
              ? rawPath.slice(1)
              : posix.join(posix.dirname(link.page), decodeURIComponent(rawPath)),
          )
          .replace(/\/$/, '');
  if (path.startsWith('..')) return `${path} is outside the repository`;
  const absolute = join(root, path);
  if (!existsSync(absolute)) return `${path} does not exist`;
  const isFolder = statSync(absolute).isDirectory();
  if (anchor !== undefined) {
    if (!path.endsWith('.md')) {
      if (!/^L\d+(-L\d+)?$/.test(anchor))
        return `#${anchor}: ${path} is not Markdown, so only a line anchor (#L10) can point into it`;
    } else if (!anchors(readFileSync(absolute, 'utf8')).has(anchor)) {
      return `#${anchor} is not a heading of ${path}`;
    }
  }
  const shipped = isFolder ? [...packed].some((file) => file.startsWith(`${path}/`)) : packed.has(path);
  if (!shipped && !SCREENSHOTS.test(path) && !(CONTRIBUTOR_PAGES.has(link.page) && DEVELOPMENT_FILES.test(path))) {
    return `${path} is not in the package (npm pack --dry-run)${DEVELOPMENT_FILES.test(path) ? `; only ${[...CONTRIBUTOR_PAGES].join(', ')} may link into the repository's development files` : ''}`;
  }
  return undefined;
}

describe('the links of README.md and docs/', () => {
  it('GitHub slugs, as the rules say', () => {
    assert.equal(slug('Rendering on a server (`event-register/ssr`)'), 'rendering-on-a-server-event-registerssr');
    assert.equal(slug('Embedding `<event-register>`'), 'embedding-event-register');
    assert.equal(slug('Choices, and what is not done'), 'choices-and-what-is-not-done');
    assert.equal(
      slug('A paste-ready snippet (`npx event-register snippet`)'),
      'a-paste-ready-snippet-npx-event-register-snippet',
    );
    assert.equal(slug('Size & speed: *the* [numbers](x.md)'), 'size--speed-the-numbers');
    assert.equal(slug('snake_case and Ünïcödé'), 'snake_case-and-ünïcödé');
    assert.deepEqual(
      [...anchors('# A\n## A\n```\n# A\n```\n### A ##\n<a id="here"></a>')],
      ['a', 'a-1', 'a-2', 'here'],
    );
  });

  it('finds links, and none inside code', () => {
    const found = links(
      'docs/x.md',
      [
        'See [one](a.md), ![two](b.png "title"), [`three`](c.md#d) and [four](#e).',
        '`[not](a link)` ``[nor](this)``',
        '```md',
        '[nor](this.md)',
        '```',
        '<!-- [nor](that.md) -->',
        '[label]: f.md',
        '<a href="g.md">g</a>',
      ].join('\n'),
    );
    assert.deepEqual(
      found.map((link) => `${link.line}:${link.target}`),
      ['1:a.md', '1:b.png', '1:c.md#d', '1:#e', '7:f.md', '8:g.md'],
    );
  });

  const packed = packedFiles();
  for (const page of PAGES) {
    it(`${page}: every relative link points at a file, a heading and a packed file`, () => {
      const problems = links(page, readFileSync(join(root, page), 'utf8'))
        .map((link) => ({ link, why: problem(link, packed) }))
        .filter(({ why }) => why !== undefined)
        .map(({ link, why }) => `${page}:${link.line} (${link.target}): ${why}`);
      assert.deepEqual(problems, []);
    });
  }

  it('the pages checked are the packed pages', () => {
    assert.deepEqual(
      PAGES.filter((page) => !packed.has(page)),
      [],
      'README.md and docs/**/*.md ship in the package',
    );
    assert.ok(PAGES.includes('docs/embedding.md'), PAGES.join(', '));
  });
});
