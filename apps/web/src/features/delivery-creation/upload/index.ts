export type {
  ResumeRecord,
  UploadContext,
  UploadFileType,
  UploadFileView,
  UploadItemInput,
  UploadsApi,
  UploadStatus,
} from './types';
export { useUploads, useUploadEngine } from './use-uploads';
export { FileStatusIcon } from './file-status-icon';
export { UploadProgressDialog } from './upload-progress-dialog';
export { ResumeOffer } from './resume-offer';
export { fitsGroup } from './resume-store';
