// The reference tables of docs/reference.md (attributes and properties, methods, events,
// slots, CSS parts, CSS custom properties) are generated from the
// custom-elements manifest, which `npm run analyze` builds from the JSDoc of
// src/event-register.ts. Edit the JSDoc, never the tables.
//
//   node scripts/docs-reference.mjs          rewrite docs/reference.md between the markers
//   node scripts/docs-reference.mjs --check  exit 1 if docs/reference.md is out of date
//
// Only the text between START_MARKER and END_MARKER is generated; the prose
// around it is hand-written.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedBlock } from './markers.mjs';

export const START_MARKER = '<!-- reference:start -->';
export const END_MARKER = '<!-- reference:end -->';
export const TAG_NAME = 'event-register';

const NOTE =
  '<!-- Generated from custom-elements.json by scripts/docs-reference.mjs. Edit the JSDoc in src/event-register.ts, then run `npm run analyze && npm run docs`. -->';

/** The manifest's class declaration for `tagName`; throws when there is none. */
export function findElement(manifest, tagName = TAG_NAME) {
  for (const mod of manifest?.modules ?? []) {
    for (const declaration of mod.declarations ?? []) {
      if (declaration.customElement && declaration.tagName === tagName) return declaration;
    }
  }
  throw new Error(`custom-elements.json declares no <${tagName}>: run npm run analyze`);
}

/** Table-cell text: one line, pipes escaped. Code spans keep their `\|` too: GFM splits cells before parsing them. */
function cell(text) {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|');
}

/** A code span for `text`, fenced with enough backticks; an em dash when there is nothing to show. */
function code(text) {
  const value = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!value) return '—';
  const longestRun = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return cell(`${fence}${pad}${value}${pad}${fence}`);
}

function table(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

function section(title, body) {
  return `## ${title}\n\n${body}`;
}

function isPublic(member) {
  return !member.static && (member.privacy ?? 'public') === 'public' && !/^[#_]/.test(member.name);
}

/** `submit(): Promise<void>`, `state: SubmissionStatus`. */
function signature(member) {
  if (member.kind === 'method') {
    const params = (member.parameters ?? [])
      .map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}${p.type?.text ? `: ${p.type.text}` : ''}`)
      .join(', ');
    return `${member.name}(${params})${member.return?.type?.text ? `: ${member.return.type.text}` : ''}`;
  }
  return `${member.name}${member.type?.text ? `: ${member.type.text}` : ''}`;
}

/** The generated markdown (without the markers) for the element's manifest entry. */
export function renderReference(manifest, tagName = TAG_NAME) {
  const element = findElement(manifest, tagName);
  const members = element.members ?? [];
  const sections = [];

  const attributes = element.attributes ?? [];
  sections.push(
    section(
      'Attributes and properties',
      table(
        ['Attribute', 'Property', 'Type', 'Default', 'Description'],
        attributes.map((a) => {
          const field = members.find((m) => m.name === a.fieldName);
          return [
            code(a.name),
            code(a.fieldName),
            code(a.type?.text ?? field?.type?.text),
            code(a.default ?? field?.default),
            cell(a.description ?? field?.description),
          ];
        }),
      ),
    ),
  );

  const api = members.filter((m) => isPublic(m) && (m.kind === 'method' || m.kind === 'field') && !m.attribute);
  if (api.length) {
    sections.push(
      section(
        'Methods and state',
        table(
          ['Member', 'Description'],
          api.map((m) => [
            `${code(signature(m))}${m.kind === 'field' && m.readonly ? ' (read-only)' : ''}`,
            cell(m.description),
          ]),
        ),
      ),
    );
  }

  const events = element.events ?? [];
  sections.push(
    section(
      'Events',
      table(
        ['Event', 'Class', 'Description'],
        events.map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
      ),
    ),
  );

  const slots = element.slots ?? [];
  sections.push(
    section(
      'Slots',
      table(
        ['Slot', 'Description'],
        slots.map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
      ),
    ),
  );

  const parts = element.cssParts ?? [];
  sections.push(
    section(
      'CSS parts',
      table(
        ['Part', 'Description'],
        parts.map((p) => [code(p.name), cell(p.description)]),
      ),
    ),
  );

  const properties = element.cssProperties ?? [];
  sections.push(
    section(
      'CSS custom properties',
      table(
        ['Property', 'Default', 'Description'],
        properties.map((p) => [code(p.name), code(p.default), cell(p.description)]),
      ),
    ),
  );

  return `${NOTE}\n\n${sections.join('\n\n')}\n`;
}

const block = generatedBlock('docs/reference.md', START_MARKER, END_MARKER);

/** The generated block currently in docs/reference.md (what `renderReference` produced, if it is up to date). */
export const extractReference = (readme) => block.extract(readme);

/** `readme` with the text between the markers replaced by `reference`. */
export const spliceReference = (readme, reference) => block.splice(readme, reference);

function main(argv) {
  const root = new URL('../', import.meta.url);
  const readmeUrl = new URL('docs/reference.md', root);
  const manifestUrl = new URL('custom-elements.json', root);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${fileURLToPath(manifestUrl)} (${error.message}): run npm run analyze first.`);
    return 1;
  }
  const readme = readFileSync(readmeUrl, 'utf8');
  const updated = spliceReference(readme, renderReference(manifest));
  if (argv.includes('--check')) {
    if (updated !== readme) {
      console.error('docs/reference.md is out of date: run npm run docs');
      return 1;
    }
    console.log('docs/reference.md is up to date.');
    return 0;
  }
  if (updated !== readme) writeFileSync(readmeUrl, updated);
  console.log(
    updated === readme
      ? 'docs/reference.md already up to date.'
      : 'docs/reference.md regenerated from custom-elements.json.',
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
