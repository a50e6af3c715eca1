/** Why the limited reader refused a spreadsheet; callers turn it into their own message. */
export const SHEET_REFUSAL_REASONS = ['unpacked', 'rows', 'time', 'memory', 'unreadable', 'busy'] as const;
export type SheetRefusalReason = (typeof SHEET_REFUSAL_REASONS)[number];

export class SheetRefusal extends Error {
  constructor(readonly reason: SheetRefusalReason) {
    super(`spreadsheet refused: ${reason}`);
    this.name = 'SheetRefusal';
  }
}

/** What the parsing process checks while it reads. */
export interface ParseLimits {
  /** Bytes the archive's kept parts may inflate to, counted as they inflate (declared sizes are not trusted). */
  maxUnpackedBytes: number;
  /** Rows of the sheet, header included. */
  maxRows: number;
}

/** A sheet's cells as text, rows of columns; dates become ISO strings. */
export type Table = string[][];
