// What other modules may use of uploads; everything else in this folder is its own (lint enforces it).
export { startUpload, resumeUpload } from './upload-service.js';
export { completeUpload } from './complete-upload.js';
export { abortUploadsWhere } from './stale-uploads.js';
