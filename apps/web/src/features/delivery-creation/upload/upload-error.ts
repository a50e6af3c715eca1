/**
 * Why a call of the upload failed: `links` (get-url refused), `gone` (the server no longer knows the upload,
 * so start afresh), `expired` (a part URL answered 403), `infected` (the malware scan quarantined it),
 * `failed` (anything else).
 */
type UploadErrorKind = 'links' | 'gone' | 'expired' | 'infected' | 'failed';

export class UploadError extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const abortError = () => new DOMException('The upload was stopped.', 'AbortError');
