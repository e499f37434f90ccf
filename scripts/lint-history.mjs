// Fails when a tracked file under src/, scripts/, bench/, docs/ or test/ names an issue by its number.
// Code, scripts and the docs say what is and why; the history of a change belongs in git and
// CHANGELOG.md. Prints file:line for each reference and exits 1 when there is any.
//
//   node scripts/lint-history.mjs   (run by `npm run lint`)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FOLDERS = ['src', 'scripts', 'bench', 'docs', 'test'];

// Written in two parts so that this file does not match its own pattern.
const WORD = ['iss', 'ues?'].join('');
/** The word, singular or plural and in any case, then a number, with or without `#`. */
export const ISSUE_REFERENCE = new RegExp(`\\b${WORD} #?\\d+`, 'i');

/** Each line of `text` that names an issue, as `path:line: text`. */
export function issueReferences(path, text) {
  return text
    .split('\n')
    .flatMap((line, i) => (ISSUE_REFERENCE.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

function main() {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const files = execFileSync('git', ['ls-files', '-z', '--', ...FOLDERS], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const found = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // Tracked but deleted in the work tree.
    }
    if (text.includes('\0')) continue; // Binary (screenshots).
    found.push(...issueReferences(file, text));
  }
  if (!found.length) return 0;
  for (const line of found) console.error(line);
  console.error(
    `\n${found.length} reference(s) to an issue number: say what the code does and why instead (history goes in git and CHANGELOG.md).`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
