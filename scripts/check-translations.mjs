// Every catalogue in xliff/ is complete and well-formed: each unit has a
// non-empty <target>, its placeholders are exactly the source's, and the file
// names its own language. Run by `npm run localize` before lit-localize builds,
// so a missing, empty or broken translation fails the build with its unit id.
import { readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../xliff/', import.meta.url);
// A placeholder is its id and its expression: a renamed expression (`${seconds}` → `${duration}`)
// means the English changed meaning, so an older translation must be redone.
const placeholders = (text) =>
  [...text.matchAll(/<x id="(\d+)" equiv-text="([^"]*)"/g)]
    .map((m) => `${m[1]}=${m[2]}`)
    .sort()
    .join(',');
const problems = [];
let units = 0;
const files = readdirSync(dir).filter((f) => f.endsWith('.xlf'));
for (const file of files) {
  const locale = file.slice(0, -4);
  const text = readFileSync(new URL(file, dir), 'utf8');
  const declared = /target-language="([^"]+)"/.exec(text)?.[1];
  if (declared !== locale) problems.push(`${file}: target-language is "${declared}", expected "${locale}"`);
  for (const [, id, body] of text.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g)) {
    units++;
    const source = /<source>([\s\S]*?)<\/source>/.exec(body)?.[1] ?? '';
    const target = /<target>([\s\S]*?)<\/target>/.exec(body)?.[1];
    if (target === undefined || !target.replace(/<x [^>]*\/>/g, '').trim()) {
      problems.push(`${file}: "${id}" has no translation`);
    } else if (placeholders(source) !== placeholders(target)) {
      problems.push(
        `${file}: "${id}" has placeholders [${placeholders(target)}], the source has [${placeholders(source)}]`,
      );
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} translation problem(s). See xliff/README.md.`);
  process.exit(1);
}
console.log(`${files.length} catalogues, ${units} units: every message translated, placeholders intact.`);
