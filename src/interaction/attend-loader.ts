/**
 * The one dynamic import of the attend chunk (src/attend/), so that it is a chunk of its own; the
 * classic script names a copy of it by URL instead (vite.config.ts).
 */
export const attendChunk = () => import('../attend/attend.js');
