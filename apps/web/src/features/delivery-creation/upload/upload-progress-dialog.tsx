import { useId } from 'react';
import { DELIVERY_TEXTS, formatBytes, UPLOAD_TEXTS } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { FileStatusIcon } from '@/shared/upload/file-status-icon';
import { formatDuration, shownPercent } from '@/shared/upload/progress-math';
import { ProgressRing } from '@/shared/upload/progress-ring';
import { PROGRESS_TEXTS } from './progress-texts';
import type { UploadFileType, UploadFileView, UploadsApi } from '@/shared/upload/types';
import { useUploads } from './use-uploads';
import '@/shared/upload/upload.css';

const groupNumber = (groupId: string) => /(\d+)\s*$/.exec(groupId)?.[1] ?? groupId;

function groupsOf(files: UploadFileView[]) {
  const groups = new Map<string, UploadFileView[]>();
  for (const file of files) groups.set(file.groupId, [...(groups.get(file.groupId) ?? []), file]);
  return [...groups.entries()].sort(([a], [b]) => Number(groupNumber(a)) - Number(groupNumber(b)));
}

/** Bytes, and while sending the speed and time left. */
function Figures({
  sent,
  total,
  speed,
  eta,
}: {
  sent: number;
  total: number;
  speed: number;
  eta: number | null;
}) {
  return (
    <span className="upload-figures">
      {formatBytes(sent)} / {formatBytes(total)}
      {speed > 0 && <> · {UPLOAD_TEXTS.speed(formatBytes(Math.round(speed)))}</>}
      {eta !== null && eta > 0 && <> · {UPLOAD_TEXTS.timeLeft(formatDuration(eta))}</>}
    </span>
  );
}

function FileList({
  title,
  alias,
  files,
  onRedo,
}: {
  title: string;
  alias: string;
  files: UploadFileView[];
  onRedo(id: string): void;
}) {
  if (files.length === 0) return null;
  return (
    <div className="upload-list">
      <h4 className="upload-list__title">
        {title} <span className="upload-list__alias">({alias})</span>
      </h4>
      <ul aria-label={title}>
        {files.map((file) => (
          <li key={file.fileId} className="upload-list__file">
            <span className="upload-list__name" title={file.name}>
              {file.name}
            </span>
            <Figures sent={file.bytesSent} total={file.size} speed={file.speed} eta={file.etaSeconds} />
            <FileStatusIcon file={file} onRedo={() => onRedo(file.fileId)} />
            {file.status === 'failed' && file.message && (
              <span className="upload-list__error">{file.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The same words as the Confirm step's button, so the dialog and the button say one thing. */
function overallState(overall: UploadsApi['overall']) {
  if (overall === 'success') return UPLOAD_TEXTS.uploaded;
  if (overall === 'failed') return DELIVERY_TEXTS.failedUpload;
  if (overall === 'idle') return UPLOAD_TEXTS.inQueue;
  return DELIVERY_TEXTS.uploading;
}

/**
 * Each list's title, and beside it the wizard's word for the same files (the spec names the same lists
 * Source/Target Files and Input/Output); read when drawn.
 */
const lists = (): [UploadFileType, string, string][] => [
  ['target_files', DELIVERY_TEXTS.targetFiles, DELIVERY_TEXTS.output],
  ['source_files', DELIVERY_TEXTS.sourceFiles, DELIVERY_TEXTS.input],
];

/** 'Upload Files Progress': per group its target and source files; closes by its close button or Escape, not the backdrop. */
export function UploadProgressDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const uploads = useUploads();
  const hintId = useId();
  if (!open) return null;
  const overallPercent = shownPercent(
    uploads.totalBytes > 0 ? uploads.sentBytes / uploads.totalBytes : 0,
    uploads.overall === 'success',
  );
  return (
    <Modal
      title={DELIVERY_TEXTS.uploadProgressTitle}
      onClose={onClose}
      closeOnBackdrop={false}
      size="wide"
      testId="upload-progress"
    >
      <div className="upload-dialog">
        {groupsOf(uploads.files).map(([groupId, files]) => (
          <section
            key={groupId}
            className="upload-group"
            aria-label={UPLOAD_TEXTS.group(groupNumber(groupId))}
          >
            <h3 className="upload-group__title">{UPLOAD_TEXTS.group(groupNumber(groupId))}</h3>
            {lists().map(([type, title, alias]) => (
              <FileList
                key={type}
                title={title}
                alias={alias}
                files={files.filter((f) => f.fileType === type)}
                onRedo={uploads.redo}
              />
            ))}
          </section>
        ))}
        <div className="upload-overall">
          <span className="upload-overall__label">{UPLOAD_TEXTS.overall}</span>
          <span
            className="upload-overall__meter"
            role="progressbar"
            aria-label={UPLOAD_TEXTS.overall}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={overallPercent}
            aria-valuetext={`${PROGRESS_TEXTS.percent(overallPercent)}, ${overallState(uploads.overall)}`}
          >
            <ProgressRing percent={overallPercent} size={24} />
            <span className="upload-overall__percent">{PROGRESS_TEXTS.percent(overallPercent)}</span>
            <span className="upload-overall__state">{overallState(uploads.overall)}</span>
          </span>
          <Figures
            sent={uploads.sentBytes}
            total={uploads.totalBytes}
            speed={uploads.speed}
            eta={uploads.etaSeconds}
          />
        </div>
        <div className="upload-dialog__actions">
          <p id={hintId} className="upload-dialog__hint">
            {uploads.waiting ? PROGRESS_TEXTS.submitHint : PROGRESS_TEXTS.submitDisabledHint}
          </p>
          {/* The spec's lower-case 'submit' stays; the hint beside it says what it does or why it is off. */}
          <Button onClick={uploads.run} disabled={!uploads.waiting} aria-describedby={hintId}>
            {UPLOAD_TEXTS.submit}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
