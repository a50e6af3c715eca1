import { createContext, createElement, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import { apiTransport } from './api-transport';
import { createLocalResumeStore } from './resume-store';
import type { UploadsApi } from './types';
import { UploadEngine } from './upload-engine';

let appEngine: UploadEngine | null = null;

/** The page's one engine: uploads outlive the components that show them (dialog, wizard steps). */
function getUploadEngine(): UploadEngine {
  appEngine ??= new UploadEngine({
    transport: apiTransport,
    store: createLocalResumeStore(),
    onFailure: (file, message) => {
      // The spec's one upload toast; other failures show on the file's status icon.
      if (message === DELIVERY_MESSAGES.failedUploadLinks) toast.error(message, { id: 'upload-links' });
      // A quarantined file is said out loud, with its signature (decision 0024).
      if (file.infected && typeof message === 'string')
        toast.error(message, { id: `infected-${file.fileId}` });
    },
  });
  return appEngine;
}

const EngineContext = createContext<UploadEngine | null>(null);

/** Lets tests (or a second page) use their own engine. */
export function UploadEngineProvider({ engine, children }: { engine: UploadEngine; children: ReactNode }) {
  return createElement(EngineContext.Provider, { value: engine }, children);
}

export function useUploadEngine(): UploadEngine {
  return useContext(EngineContext) ?? getUploadEngine();
}

export function useUploads(): UploadsApi {
  const engine = useUploadEngine();
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
