import { useMemo, useSyncExternalStore } from 'react';
import type { UploadsApi } from './types';
import type { UploadEngine } from './upload-engine';

/** The engine's snapshot for a component, with its commands bound. */
export function useEngineSnapshot(engine: UploadEngine): UploadsApi {
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  return useMemo(
    () => ({
      files: snapshot.files,
      overall: snapshot.overall,
      totalBytes: snapshot.totalBytes,
      sentBytes: snapshot.sentBytes,
      speed: snapshot.speed,
      etaSeconds: snapshot.etaSeconds,
      waiting: snapshot.waiting,
      start: (items, ctx) => engine.start(items, ctx),
      enqueue: (items, ctx) => engine.enqueue(items, ctx),
      run: () => engine.run(),
      redo: (fileId) => engine.redo(fileId),
      reset: () => engine.reset(),
    }),
    [engine, snapshot],
  );
}
