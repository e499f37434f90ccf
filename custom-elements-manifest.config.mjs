// The custom-elements manifest (custom-elements.json) documents the element's
// public API from its JSDoc: attributes, properties, events, slots, parts, CSS properties.

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

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/generated/**', 'src/**/*.d.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [documentedEventsOnly()],
};
