// docs/reference.md's tables are generated from custom-elements.json
// (scripts/docs-reference.mjs); these tests fail when that page, the
// manifest and the framework typings drift apart. Run `npm run analyze` first:
// the manifest is not committed.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface ManifestAttribute {
  name: string;
  fieldName?: string;
  description?: string;
}
interface ManifestEvent {
  name: string;
  type?: { text: string };
}
interface ManifestElement {
  tagName?: string;
  attributes?: ManifestAttribute[];
  events?: ManifestEvent[];
  slots?: Array<{ name: string }>;
  cssParts?: Array<{ name: string }>;
  cssProperties?: Array<{ name: string }>;
}
interface Manifest {
  modules: Array<{ declarations?: ManifestElement[] }>;
}
interface ReferenceModule {
  renderReference: (manifest: Manifest) => string;
  extractReference: (readme: string) => string;
  spliceReference: (readme: string, reference: string) => string;
  findElement: (manifest: Manifest) => ManifestElement;
}

const root = new URL('../../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');
/** Every .ts file below a folder of the repository, joined. */
const readFolder = (folder: string): string =>
  readdirSync(new URL(folder, root), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => read(`${folder}/${file}`))
    .join('\n');

// A plain-JavaScript script without declarations: imported by URL, typed here.
const { renderReference, extractReference, spliceReference, findElement } = (await import(
  new URL('scripts/docs-reference.mjs', root).href
)) as ReferenceModule;

function loadManifest(): Manifest {
  try {
    return JSON.parse(read('custom-elements.json')) as Manifest;
  } catch (error) {
    throw new Error(`custom-elements.json is missing or unreadable: run npm run analyze first (${String(error)})`);
  }
}

/** The keys of `interface <name> { … }` in a TypeScript source (quoted or bare, optional or not). */
function interfaceBody(source: string, name: string): string {
  const match = new RegExp(`interface ${name}\\b[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(source);
  assert.ok(match?.[1], `interface ${name} not found`);
  return match[1].replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

describe('docs/reference.md', () => {
  const manifest = loadManifest();
  const element = findElement(manifest);
  const readme = read('docs/reference.md');

  it('matches what custom-elements.json generates (run npm run docs)', () => {
    assert.equal(
      extractReference(readme),
      renderReference(manifest),
      'docs/reference.md is out of date: run npm run docs',
    );
    assert.equal(spliceReference(readme, renderReference(manifest)), readme);
  });

  it('changes when an attribute description changes, so the check can fail', () => {
    const changed = structuredClone(manifest);
    const attribute = findElement(changed).attributes?.[0];
    assert.ok(attribute, 'the manifest lists no attribute');
    attribute.description = `${attribute.description ?? ''} Changed | with a pipe.`;
    const block = renderReference(changed);
    assert.notEqual(block, renderReference(manifest));
    assert.ok(block.includes('Changed \\| with a pipe.'), 'pipes in cells are escaped');
    assert.notEqual(spliceReference(readme, block), readme);
  });

  it('renders every attribute, event, slot, part and CSS property of the manifest', () => {
    const block = renderReference(manifest);
    for (const a of element.attributes ?? []) assert.ok(block.includes(`| \`${a.name}\` |`), `attribute ${a.name}`);
    for (const e of element.events ?? []) assert.ok(block.includes(`| \`${e.name}\` |`), `event ${e.name}`);
    for (const p of element.cssParts ?? []) assert.ok(block.includes(`| \`${p.name}\` |`), `part ${p.name}`);
    for (const s of element.slots ?? []) assert.ok(block.includes(`| \`${s.name}\` |`), `slot ${s.name}`);
    for (const p of element.cssProperties ?? [])
      assert.ok(block.includes(`| \`${p.name}\` |`), `CSS property ${p.name}`);
  });
});

describe('framework typings agree with the manifest', () => {
  const element = findElement(loadManifest());

  it('every attribute is a key of EventRegisterAttributes (src/types/attributes.ts)', () => {
    const body = interfaceBody(read('src/types/attributes.ts'), 'EventRegisterAttributes');
    const keys = new Set(
      [...body.matchAll(/^\s*(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\??\s*:/gm)].map((m) => m[1] ?? m[2] ?? m[3]),
    );
    const attributes = (element.attributes ?? []).map((a) => a.name);
    assert.ok(attributes.length > 0, 'the manifest lists no attribute');
    assert.deepEqual(
      attributes.filter((name) => !keys.has(name)),
      [],
      'attributes missing from EventRegisterAttributes',
    );
    assert.deepEqual(
      [...keys].filter((key) => !attributes.includes(key!)),
      [],
      'EventRegisterAttributes keys the element does not document',
    );
  });

  it('every event is in EventRegisterEventMap (src/events/index.ts), with the class @fires names', () => {
    // The map is in index.ts, the classes one per file beside it.
    const source = readFolder('src/events');
    // `[RegisteredEvent.eventName]: RegisteredEvent;` keys resolve through each class's static eventName.
    const eventNames = new Map(
      [...source.matchAll(/class (\w+) extends CustomEvent\b[\s\S]*?static readonly eventName = '([^']+)'/g)].map(
        (m) => [m[1]!, m[2]!],
      ),
    );
    const mapped = new Map<string, string>();
    for (const m of interfaceBody(source, 'EventRegisterEventMap').matchAll(
      /^\s*(?:\[(\w+)\.eventName\]|'([^']+)'|([\w-]+))\s*:\s*(\w+)/gm,
    )) {
      const name = m[1] ? eventNames.get(m[1]) : (m[2] ?? m[3]);
      assert.ok(name, `cannot resolve the EventRegisterEventMap key of ${m[0].trim()}`);
      mapped.set(name, m[4]!);
    }
    const events = element.events ?? [];
    assert.ok(events.length > 0, 'the manifest lists no event');
    for (const event of events) {
      assert.ok(mapped.has(event.name), `event ${event.name} is missing from EventRegisterEventMap`);
      if (event.type) assert.equal(event.type.text, mapped.get(event.name), `@fires type of ${event.name}`);
    }
    assert.deepEqual(
      [...mapped.keys()].filter((name) => !events.some((e) => e.name === name)),
      [],
      'EventRegisterEventMap events without a @fires tag',
    );
  });

  it('every part="…" in the templates is documented with @csspart', () => {
    // The form at rest's templates, the interaction chunk's and the attend chunk's.
    const templates = ['src/form/templates', 'src/interaction/templates', 'src/attend/templates']
      .map(readFolder)
      .join('\n');
    assert.match(templates, /part="form"/, 'the templates were read');
    assert.match(templates, /part="calendar-menu"/, "the attend chunk's templates were read");
    const used = new Set(
      [...templates.matchAll(/\spart="([^"]*)"/g)]
        .flatMap((m) => m[1]!.split(/\s+/))
        .filter((token) => token && !token.includes('${')),
    );
    const documented = new Set((element.cssParts ?? []).map((p) => p.name));
    assert.deepEqual([...used].filter((part) => !documented.has(part)).sort(), [], 'parts without @csspart');
  });
});
