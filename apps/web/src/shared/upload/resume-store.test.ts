import { describe, expect, it } from 'vitest';
import { createLocalResumeStore, RESUME_KEY, RESUME_MAX_AGE_MS, sameFile } from './resume-store';
import type { ResumeRecord } from './types';

const record = (over: Partial<ResumeRecord> = {}): ResumeRecord => ({
  fileId: 'f1',
  uploadId: 'up-1',
  name: 'a.pdf',
  size: 30,
  lastModified: 111,
  fileType: 'target_files',
  groupId: 'G_1',
  fileTypeId: 'target_file_1',
  deliveryId: 'BATCH-1',
  flow: 'new',
  time: '2026-11-23T10:00:00.000Z',
  interim: false,
  parts: [{ PartNumber: 1, ETag: '"e1"' }],
  savedAt: 1000,
  ...over,
});

describe('resume store', () => {
  it('saves, replaces and removes records in localStorage', () => {
    const store = createLocalResumeStore(() => 2000);
    store.save(record());
    store.save(record({ uploadId: 'up-2', name: 'b.pdf' }));
    store.save(record({ parts: [] }));
    expect(store.list().map((r) => [r.uploadId, r.parts.length])).toEqual([
      ['up-2', 1],
      ['up-1', 0],
    ]);
    expect(JSON.parse(localStorage.getItem(RESUME_KEY)!)).toHaveLength(2);
    store.remove('up-2');
    expect(store.list().map((r) => r.uploadId)).toEqual(['up-1']);
    store.remove('up-1');
    expect(localStorage.getItem(RESUME_KEY)).toBeNull();
    expect(store.list()).toEqual([]);
  });

  it('ignores broken and old records', () => {
    localStorage.setItem(
      RESUME_KEY,
      JSON.stringify([record(), { nonsense: true }, record({ uploadId: 'old', savedAt: 0 })]),
    );
    expect(
      createLocalResumeStore(() => RESUME_MAX_AGE_MS + 500)
        .list()
        .map((r) => r.uploadId),
    ).toEqual(['up-1']);
    localStorage.setItem(RESUME_KEY, '{not json');
    expect(createLocalResumeStore().list()).toEqual([]);
  });

  it('matches a file by name, size and modification time', () => {
    const r = record();
    expect(sameFile(r, new File(['x'.repeat(30)], 'a.pdf', { lastModified: 111 }))).toBe(true);
    expect(sameFile(r, new File(['x'.repeat(30)], 'a.pdf', { lastModified: 112 }))).toBe(false);
    expect(sameFile(r, new File(['x'.repeat(31)], 'a.pdf', { lastModified: 111 }))).toBe(false);
    expect(sameFile(r, new File(['x'.repeat(30)], 'b.pdf', { lastModified: 111 }))).toBe(false);
  });
});
