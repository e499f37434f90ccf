/** The class on the root of server-rendered markup (src/server/render.ts), which the browser takes over. */
export const PRERENDERED = 'er-prerendered';
