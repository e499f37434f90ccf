// Writes docs/performance.md's Size table, between the SIZES_START and SIZES_END markers, from
// dist/sizes.json (which `npm run build` writes). Budgets are exact; sizes are in KB of 1,000 B to
// the nearest tenth, because exact bytes would change with every code change and with another
// zlib or brotli. Edit the rows' text here (ROWS), never the table.
//
//   node --import tsx scripts/docs-sizes.mjs          rewrite the table (`npm run docs` runs it)
//   node --import tsx scripts/docs-sizes.mjs --check  exit 1 if the table is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FEATURE_FILES } from '../src/features.ts';
import { SIZES_FILE } from './cdn-sizes.mjs';
import { BUDGETS } from './size-budgets.mjs';
import { generatedBlock } from './markers.mjs';

export const SIZES_START = '<!-- sizes:start -->';
export const SIZES_END = '<!-- sizes:end -->';
export const PERFORMANCE_MD = fileURLToPath(new URL('../docs/performance.md', import.meta.url));

const NOTE =
  '<!-- Generated from dist/sizes.json by scripts/docs-sizes.mjs: after `npm run build`, run `npm run docs`. -->';

/**
 * The table's rows, in order: which files (a path below dist/cdn), how the row names them
 * (`{count}`: how many files), and what they hold. A feature's chunk and its locale part each have a
 * row from src/features.ts and its budget line. A file of dist/cdn no row matches is an error.
 */
export const ROWS = [
  {
    match: /^event-register\.js$/,
    label: '`event-register.js` (the entry)',
    holds:
      'Lit, the element, the form at rest (the field model, templates, styles), English, locale resolution, the list of lazy features, and the held submission (a press kept while the interaction chunk cannot load, or a submission made offline)',
  },
  {
    match: /^event-register\.iife\.js$/,
    label: '`event-register.iife.js`',
    holds:
      "the classic script: a loader of the entry, with the build's hashes of the entry and of the features' chunks, which the browser checks",
  },
  {
    match: /^locales\/[\w-]+-[\w-]+\.js$/,
    label: '`locales/<locale>-<hash>.js` ({count})',
    holds: "a language's labels, buttons and status lines, before the first render",
  },
  ...Object.keys(FEATURE_FILES).flatMap((name) => {
    const part = FEATURE_FILES[name].localePart;
    return [
      {
        match: new RegExp(`^chunks/${name}-[\\w-]+\\.js$`),
        label: `\`chunks/${name}-<hash>.js\``,
        holds: BUDGETS.find((b) => b.feature === name).holds,
      },
      ...(part
        ? [
            {
              match: new RegExp(`^locales/[\\w-]+\\.${part}-[\\w-]+\\.js$`),
              label: `\`locales/<locale>.${part}-<hash>.js\` ({count})`,
              holds: `that language's words of the ${name} chunk`,
            },
          ]
        : []),
    ];
  }),
  {
    match: /^embed-code\.js$/,
    label: '`embed-code.js`',
    holds: BUDGETS.find((b) => b.name === 'embed-code page script').holds,
  },
  {
    match: /^event-register\.css$/,
    label: '`event-register.css`',
    holds:
      "a pre-rendered form's styles in its shadow root: inline in the snippet by default, this file with `--link-styles`",
  },
  {
    match: /^event-register\.light\.css$/,
    label: '`event-register.light.css`',
    holds: 'the same for `render-root="light"`, which the snippet always links',
  },
];

/** 14560 → "14.6 KB": KB of 1,000 B, nearest tenth. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const range = (values) => {
  const [low, high] = [kb(Math.min(...values)), kb(Math.max(...values))];
  return low === high ? low : `${low.replace(' KB', '')}–${high}`;
};
const thousands = (n) => n.toLocaleString('en');
const row = (cells) => `| ${cells.join(' | ')} |`;

/** The generated markdown (without the markers) for the `files` of dist/sizes.json. */
export function renderSizes(files) {
  const unmatched = files.filter((f) => !ROWS.some((r) => r.match.test(f.file)));
  if (unmatched.length)
    throw new Error(
      `dist/cdn has files no row of scripts/docs-sizes.mjs names: ${unmatched.map((f) => f.file).join(', ')}`,
    );
  const rows = ROWS.map(({ match, label, holds }) => {
    const group = files.filter((f) => match.test(f.file));
    if (!group.length)
      throw new Error(`dist/cdn has no file for the row ${label} (${match}): change ROWS in scripts/docs-sizes.mjs`);
    const budgets = new Set(group.map((f) => JSON.stringify(f.budget)));
    if (budgets.size > 1) throw new Error(`the files of the row ${label} have different budgets`);
    const budget = group[0].budget;
    const each = group.length > 1 ? ' each' : '';
    return [
      label.replace('{count}', String(group.length)),
      range(group.map((f) => f.raw)),
      range(group.map((f) => f.gzip)),
      range(group.map((f) => f.brotli)),
      budget ? `${thousands(budget.gzip)} / ${thousands(budget.brotli)} B${each}` : 'none',
      holds,
    ];
  });
  // What an English page downloads of the widget before its form is drawn (the interaction chunk
  // comes after, when the widget nears the viewport): one module graph, whichever script loads it.
  const sizeOf = (file) => files.find((f) => f.file === file);
  const firstDraw = [
    ['a module script (`event-register.js`)', ['event-register.js']],
    [
      'the classic script (`event-register.iife.js`, which loads `event-register.js`)',
      ['event-register.iife.js', 'event-register.js'],
    ],
  ].map(([page, loaded]) => {
    const sum = (key) => loaded.reduce((total, file) => total + sizeOf(file)[key], 0);
    return [page, kb(sum('gzip')), kb(sum('brotli'))];
  });
  return [
    NOTE,
    '',
    row(['File', 'Minified', 'gzip', 'brotli', 'Budget, gzip / brotli', 'What it holds']),
    row(['---', '---', '---', '---', '---', '---']),
    ...rows.map(row),
    '',
    'What an English page downloads of the widget before its form is drawn:',
    '',
    row(['Page with', 'gzip', 'brotli']),
    row(['---', '---', '---']),
    ...firstDraw.map(row),
    '',
  ].join('\n');
}

const block = generatedBlock('docs/performance.md', SIZES_START, SIZES_END);

/** What is between the markers now, without the newline after the start marker. */
export const extractSizes = (doc) => block.extract(doc);

/** `doc` with `table` between the markers. */
export const spliceSizes = (doc, table) => block.splice(doc, table);

/** The files of dist/sizes.json; throws with the fix when the build has not written it. */
export function readSizes(file = SIZES_FILE) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).files;
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable: run npm run build (or node scripts/size-budget.mjs after one) first (${String(error)})`,
    );
  }
}

function main(argv) {
  const doc = readFileSync(PERFORMANCE_MD, 'utf8');
  const table = renderSizes(readSizes());
  if (argv.includes('--check')) {
    if (extractSizes(doc) === table) return 0;
    console.error("docs/performance.md's Size table is out of date with dist/sizes.json: run npm run docs.");
    return 1;
  }
  const next = spliceSizes(doc, table);
  if (next !== doc) writeFileSync(PERFORMANCE_MD, next);
  console.log(
    next === doc
      ? "docs/performance.md's Size table is up to date."
      : "docs/performance.md's Size table written from dist/sizes.json.",
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
