/**
 * An address isolated for bidirectional text (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, what
 * `<bdi>` stands for), so that it reads left to right inside a right-to-left sentence. The
 * interaction chunk has the same one-liner: importing it from there would make this chunk import
 * that one, and rolldown then wraps it in a namespace object (about 150 B).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
