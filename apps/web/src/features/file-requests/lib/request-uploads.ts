import { createLocalResumeStore } from '@/shared/upload/resume-store';
import type { UploadContext, UploadItemInput } from '@/shared/upload/types';
import { UploadEngine } from '@/shared/upload/upload-engine';
import { requestTransport } from './request-transport';

/** The contact page's resume records, apart from the staff wizard's. */
const RESUME_KEY = 'request_upload_resume_records';

const engines = new Map<number, UploadEngine>();

/** One engine per request for the page's life: uploads outlive the components that show them. */
export function requestEngine(requestId: number): UploadEngine {
  let engine = engines.get(requestId);
  if (!engine) {
    engine = new UploadEngine({
      transport: requestTransport(requestId),
      store: createLocalResumeStore(Date.now, RESUME_KEY),
    });
    engines.set(requestId, engine);
  }
  return engine;
}

/** The engine's context for a request: every file is a source of the one group the request has. */
export const requestContext = (requestId: number): UploadContext => ({
  flow: 'new',
  deliveryId: `file-request-${requestId}`,
  time: '',
  interimByGroup: {},
});

/** A picked file again (after a reload, say) is the same item, so its recorded upload resumes. */
export const requestItem = (file: File): UploadItemInput => {
  const key = `${file.name}|${file.size}|${file.lastModified}`;
  return { fileId: key, groupId: 'G_1', fileType: 'source_files', fileTypeId: `source_file_${key}`, file };
};

/** Stops and forgets every request's engine (tests start each page afresh). */
export function resetRequestEngines() {
  for (const engine of engines.values()) engine.reset();
  engines.clear();
}
