/**
 * Why a call of the upload failed: `links` (get-url refused), `gone` (the server no longer knows the upload,
 * so start afresh), `expired` (a part URL answered 403), `busy` (a part answered 503: the server sheds load
 * and says when to come back), `infected` (the malware scan quarantined it), `failed` (anything else).
 */
type UploadErrorKind = 'links' | 'gone' | 'expired' | 'busy' | 'infected' | 'failed';

export class UploadError extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
    /** For `busy`: the server's Retry-After, in ms. */
    readonly retryAfterMs = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const abortError = () => new DOMException('The upload was stopped.', 'AbortError');
