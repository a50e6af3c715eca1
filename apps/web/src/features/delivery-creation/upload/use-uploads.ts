import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import { createLocalResumeStore } from '@/shared/upload/resume-store';
import type { UploadsApi } from '@/shared/upload/types';
import { UploadEngine } from '@/shared/upload/upload-engine';
import { useEngineSnapshot } from '@/shared/upload/use-engine-snapshot';
import { apiTransport } from './api-transport';

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
  return useEngineSnapshot(useUploadEngine());
}
