// The custom-elements manifest (custom-elements.json) documents the element's
// public API from its JSDoc: attributes, properties, events, slots, parts, CSS
// properties. It ships in the package (package.json "customElements"), so IDEs,
// Storybook and lit-analyzer read it; the README's reference tables are
// generated from it (scripts/docs-reference.mjs).

/** Keeps only the events documented with @fires: the analyzer also guesses names from dispatchEvent() calls. */
function documentedEventsOnly() {
  return {
    name: 'documented-events-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          if (declaration.events) declaration.events = declaration.events.filter((e) => e.name && e.description);
        }
      }
    },
  };
}

/** Points module paths at the published JavaScript (dist/lib/*.js) rather than the TypeScript sources. */
function publishedPaths() {
  const published = (path) => path.replace(/^\/?(?:\.\/)?src\/(.*)\.[tj]s$/, 'dist/lib/$1.js');
  return {
    name: 'published-paths',
    packageLinkPhase({ customElementsManifest }) {
      const visit = (node) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object') return;
        for (const [key, value] of Object.entries(node)) {
          if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = published(value);
          else visit(value);
        }
      };
      visit(customElementsManifest.modules);
    },
  };
}

/**
 * define.ts registers the tag through a parameter (`customElements.define(tagName, …)`),
 * which the analyzer records as a tag literally named "tagName": name it after the class's @tagname.
 */
function definitionTagNames() {
  return {
    name: 'definition-tag-names',
    packageLinkPhase({ customElementsManifest }) {
      const tagOf = new Map();
      for (const mod of customElementsManifest.modules) {
        for (const d of mod.declarations ?? []) if (d.tagName) tagOf.set(d.name, d.tagName);
      }
      for (const mod of customElementsManifest.modules) {
        for (const e of mod.exports ?? []) {
          if (e.kind === 'custom-element-definition' && tagOf.has(e.declaration?.name))
            e.name = tagOf.get(e.declaration.name);
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  // Framework typings, the React wrapper and the CDN entry declare no element of their own.
  exclude: ['src/generated/**', 'src/**/*.d.ts', 'src/types/**', 'src/react/**', 'src/cdn.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [documentedEventsOnly(), definitionTagNames(), publishedPaths()],
};
