import { SCAN_TEXTS, UPLOAD_TEXTS } from '@ops/contracts';
import { shownPercent } from './progress-math';
import { ProgressRing } from './progress-ring';
import type { UploadFileView } from './types';
import './upload.css';

const ICON = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true } as const;

/** The file's state as an icon with an accessible name; a failed file offers Redo. */
export function FileStatusIcon({ file, onRedo }: { file: UploadFileView; onRedo(): void }) {
  // Uploaded, not deliverable until the malware scan says clean (decision 0024).
  if (file.scanning) {
    return (
      <span
        className="upload-status upload-status--scanning"
        role="status"
        aria-label={`${file.name}: ${SCAN_TEXTS.scanning}`}
      >
        {SCAN_TEXTS.scanning}
      </span>
    );
  }
  if (file.status === 'uploading') {
    // Every byte may be sent while the complete call is still out: that is 99, not 100 (see shownPercent).
    const percent = shownPercent(file.progress, false);
    return (
      <span
        className="upload-status upload-status--uploading"
        role="progressbar"
        aria-label={`${file.name}: ${UPLOAD_TEXTS.uploading(percent)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <ProgressRing percent={percent} />
        <span className="upload-status__percent">{percent}%</span>
      </span>
    );
  }
  if (file.status === 'failed') {
    return (
      <span className="upload-status upload-status--failed">
        <span role="img" aria-label={`${file.name}: ${UPLOAD_TEXTS.failed}`} title={file.message}>
          <svg {...ICON}>
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="m5.5 5.5 5 5m0-5-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </span>
        <button
          type="button"
          className="upload-status__redo"
          aria-label={`${UPLOAD_TEXTS.redo} ${file.name}`}
          onClick={onRedo}
        >
          {UPLOAD_TEXTS.redo}
        </button>
      </span>
    );
  }
  const done = file.status === 'success';
  return (
    <span
      className={`upload-status upload-status--${done ? 'success' : 'queued'}`}
      role="img"
      aria-label={`${file.name}: ${done ? UPLOAD_TEXTS.uploaded : UPLOAD_TEXTS.inQueue}`}
    >
      {done ? (
        <svg {...ICON}>
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <path
            d="m4.8 8.2 2.2 2.2 4.2-4.4"
            fill="none"
            stroke="#fff"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg {...ICON}>
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M8 4.5V8l2.3 1.6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      )}
    </span>
  );
}
