import type { Plugin } from 'vite';

export function templateMinifyPlugin(): Plugin;
export function minifyTemplates(
  code: string,
  fileName: string,
): Promise<{ code: string; map?: { toString(): string } } | null>;
