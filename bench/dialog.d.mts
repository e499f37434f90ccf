// Types of dialog.mjs, for the tests that check it.
export type DialogFileKind = 'entry' | 'locale' | 'dialogChunk' | 'dialogLocale' | 'interactionChunk' | 'other';
export declare const DIALOG_FILE_KINDS: DialogFileKind[];
export declare const BEFORE_TOUCH_KINDS: DialogFileKind[];
export declare const DIALOG_KIND_LABEL: Record<DialogFileKind, string>;
export declare function dialogFileKind(file: string): DialogFileKind;
type WidgetFile = { file: string; bytes: number };
type Bytes = Record<DialogFileKind | 'total', number>;
type Figures = { usable: number; ready: number; longestTask: number; cls: number; bytes: number; shifts?: object[] };
export declare function dialogBytesByKind(files: WidgetFile[]): Bytes;
export declare function summarizeDialog(
  dialogLoads: {
    beforeTouch: WidgetFile[];
    figures: Figures;
    open: { toOpen: number; toPainted: number; focused: boolean; chunkAtClick: boolean };
    afterOpen: WidgetFile[];
  }[],
  inlineLoads: { files: WidgetFile[]; figures: Figures }[],
  settings: object,
): DialogSummary;
interface PageSummary {
  usable: number;
  ready: number;
  longestTaskMax: number;
  loadsWithTaskOver50ms: number;
  clsMax: number;
  loadsWithShift: number;
  pageBytes: number;
  shifts: object[];
}
export interface DialogSummary {
  loads: number;
  inlineLoads: number;
  beforeTouch: { bytes: Bytes; chunkLoads: number; beyondAllowedMaxBytes: number };
  afterOpen: { bytes: Bytes };
  inline: { bytes: Bytes; chunkLoads: number };
  widgetBytesRatio: number;
  dialogPage: PageSummary;
  inlinePage: PageSummary;
  open: {
    loads: number;
    openedLoads: number;
    focusedLoads: number;
    chunkAtClickLoads: number;
    toOpen: { median: number; samples: number[] };
    toPainted: { median: number; samples: number[] };
  };
  files: Record<string, number>;
}
