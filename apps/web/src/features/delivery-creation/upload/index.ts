export type {
  ResumeRecord,
  UploadContext,
  UploadFileType,
  UploadFileView,
  UploadItemInput,
  UploadsApi,
  UploadStatus,
} from '@/shared/upload/types';
export { useUploads, useUploadEngine } from './use-uploads';
export { FileStatusIcon } from '@/shared/upload/file-status-icon';
export { UploadProgressDialog } from './upload-progress-dialog';
export { ResumeOffer } from './resume-offer';
export { fitsGroup } from '@/shared/upload/resume-store';
