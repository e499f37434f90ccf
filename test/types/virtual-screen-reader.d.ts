// The package's browser build (one ES module, its CommonJS dependencies bundled) has the types of its main entry.
declare module '@guidepup/virtual-screen-reader/browser.js' {
  export * from '@guidepup/virtual-screen-reader';
}
