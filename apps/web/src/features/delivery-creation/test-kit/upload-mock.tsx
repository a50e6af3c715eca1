import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { UploadContext, UploadFileView, UploadItemInput, UploadsApi, UploadStatus } from '../upload';

type State = Pick<UploadsApi, 'files' | 'overall' | 'totalBytes' | 'sentBytes'>;

const idle: State = { files: [], overall: 'idle', totalBytes: 0, sentBytes: 0 };
let state: State = idle;
const listeners = new Set<() => void>();
const publish = (next: State) => {
  state = next;
  listeners.forEach((l) => l());
};

const view = (item: UploadItemInput, status: UploadStatus): UploadFileView => ({
  fileId: item.fileId,
  groupId: item.groupId,
  fileType: item.fileType,
  name: item.file.name,
  size: item.file.size,
  status,
  progress: status === 'success' ? 1 : 0,
  bytesSent: 0,
  speed: 0,
  etaSeconds: null,
});

/** A stand-in for the upload engine: start queues every file; tests settle them with settleUploads. */
export const fakeEngine = {
  start: vi.fn((items: UploadItemInput[], context: UploadContext) => {
    void context;
    publish({ ...idle, files: items.map((i) => view(i, 'in-queue')), overall: 'uploading' });
  }),
  redo: vi.fn(),
  reset: vi.fn(() => publish(idle)),
};

/** Every file ends as `status` (one failed file fails the whole upload). */
export function settleUploads(status: 'success' | 'failed' | 'uploading', failedId?: string) {
  publish({
    ...state,
    files: state.files.map((f) => ({ ...f, status: failedId && f.fileId !== failedId ? 'success' : status })),
    overall: status,
  });
}

export function resetFakeEngine() {
  state = idle;
  fakeEngine.start.mockClear();
  fakeEngine.redo.mockClear();
  fakeEngine.reset.mockClear();
}

export function useUploads(): UploadsApi {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
  return { ...current, ...fakeEngine } as unknown as UploadsApi;
}

export function FileStatusIcon({ file, onRedo }: { file: UploadFileView; onRedo(): void }) {
  return (
    <span data-testid={`status-${file.name}`}>
      {file.status}
      {file.status === 'failed' && (
        <button type="button" onClick={onRedo}>
          Redo {file.name}
        </button>
      )}
    </span>
  );
}

export function UploadProgressDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Upload Files Progress">
      <button type="button" onClick={onClose}>
        Close progress
      </button>
    </div>
  );
}

export function ResumeOffer() {
  return null;
}

export function useUploadEngine() {
  return fakeEngine;
}

export { fitsGroup } from '@/shared/upload/resume-store';
