import type { ResumeRecord, ResumeStore } from './types';

export const RESUME_KEY = 'upload_resume_records';
/** Older records are dropped: the server aborts uploads left unfinished long before this. */
export const RESUME_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** The same assignments, in any order. */
const sameAssignments = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Whether a record may resume in group `groupId` of a page whose groups hold `assignmentsByGroup`: the same
 * card, holding the same assignments when the record names them (regrouped cards never take another's file).
 */
export const fitsGroup = (
  record: Pick<ResumeRecord, 'groupId' | 'assignmentIds'>,
  groupId: string,
  assignmentsByGroup: Record<string, string[]> | undefined,
) =>
  record.groupId === groupId &&
  (!record.assignmentIds ||
    !assignmentsByGroup ||
    sameAssignments(record.assignmentIds, assignmentsByGroup[groupId] ?? []));

/** The same file again: a File keeps no path, so name, size and modification time identify it. */
export const sameFile = (record: Pick<ResumeRecord, 'name' | 'size' | 'lastModified'>, file: File) =>
  record.name === file.name && record.size === file.size && record.lastModified === file.lastModified;

function isRecord(value: unknown): value is ResumeRecord {
  if (!value || typeof value !== 'object') return false;
  const r = value as Partial<ResumeRecord>;
  return (
    typeof r.uploadId === 'string' &&
    typeof r.name === 'string' &&
    typeof r.size === 'number' &&
    typeof r.lastModified === 'number' &&
    typeof r.deliveryId === 'string' &&
    Array.isArray(r.parts)
  );
}

/**
 * Resume records in localStorage, parsed again only when the stored text changed. Another page of uploads
 * (the file requests' contact page) keeps its records under a key of its own.
 */
export function createLocalResumeStore(now: () => number = Date.now, key = RESUME_KEY): ResumeStore {
  let cachedText: string | null = null;
  let cached: ResumeRecord[] = [];
  const read = (): ResumeRecord[] => {
    let text: string | null;
    try {
      text = localStorage.getItem(key);
    } catch {
      return [];
    }
    if (text === cachedText) return cached;
    cachedText = text;
    try {
      const parsed: unknown = text ? JSON.parse(text) : [];
      cached = Array.isArray(parsed)
        ? parsed.filter(isRecord).filter((r) => now() - r.savedAt < RESUME_MAX_AGE_MS)
        : [];
    } catch {
      cached = [];
    }
    return cached;
  };
  const write = (records: ResumeRecord[]) => {
    try {
      if (records.length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(records));
    } catch (error) {
      // A full or blocked storage only loses the offer to resume after a reload.
      console.error(error);
    }
  };
  return {
    list: read,
    save(record) {
      write([...read().filter((r) => r.uploadId !== record.uploadId), record]);
    },
    remove(uploadId) {
      const records = read();
      if (records.some((r) => r.uploadId === uploadId)) write(records.filter((r) => r.uploadId !== uploadId));
    },
  };
}
