export type {
  OverallStatus,
  ResumeRecord,
  UploadContext,
  UploadFileType,
  UploadFileView,
  UploadFlow,
  UploadItemInput,
  UploadRecord,
  UploadsApi,
  UploadStatus,
  UploadTransport,
} from './types';
export { useUploads, useUploadEngine, getUploadEngine, UploadEngineProvider } from './use-uploads';
export { UploadEngine } from './upload-engine';
export { FileStatusIcon } from './file-status-icon';
export { UploadProgressDialog } from './upload-progress-dialog';
export { ResumeOffer } from './resume-offer';
export { fitsGroup } from './resume-store';
