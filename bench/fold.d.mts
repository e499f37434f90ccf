// Types of fold.mjs, for the tests that check it.
export type FileKind = 'entry' | 'locale' | 'interactionChunk' | 'resultMessages' | 'other';
export declare const FILE_KINDS: FileKind[];
export declare const FIRST_RENDER_KINDS: FileKind[];
export declare const KIND_LABEL: Record<FileKind, string>;
export declare function fileKind(file: string): FileKind;
type WidgetFile = { file: string; bytes: number };
export declare function medianByFile(loads: WidgetFile[][]): Record<string, number>;
export declare function bytesByKind(files: WidgetFile[]): Record<FileKind | 'total', number>;
export declare function summarizeFold(
  below: {
    widgetTopViewports: number;
    beforeScrolling: WidgetFile[];
    afterScrolling: WidgetFile[];
    approach: {
      startViewports?: number;
      chunkAtStart: boolean;
      requestedAtViewports?: number;
      arrivedBeforeInView: boolean;
      aheadMs?: number;
    };
  }[],
  inView: { inViewAtLoad: boolean; files: WidgetFile[] }[],
  settings: object,
): FoldSummary;
type Bytes = Record<FileKind | 'total', number>;
export interface FoldSummary {
  loads: number;
  widgetTopViewports: number;
  neverScrolled: { bytes: Bytes; chunkLoads: number; beyondFirstRenderMaxBytes: number };
  approach: {
    chunkAtStartLoads: number;
    requestedLoads: number;
    requestedAtViewports: number[];
    arrivedBeforeInViewLoads: number;
    aheadMs: number[];
  };
  scrolled: { bytes: Bytes };
  inView: { loads: number; inViewAtLoadLoads: number; chunkLoads: number; bytes: Bytes };
  files: Record<string, number>;
}
