import { DELIVERY_TEXTS, formatBytes, UPLOAD_TEXTS } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { FileStatusIcon } from './file-status-icon';
import { formatDuration } from './progress-math';
import type { UploadFileType, UploadFileView } from './types';
import { useUploads } from './use-uploads';
import './upload.css';

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
  files,
  onRedo,
}: {
  title: string;
  files: UploadFileView[];
  onRedo(id: string): void;
}) {
  if (files.length === 0) return null;
  return (
    <div className="upload-list">
      <h4 className="upload-list__title">{title}</h4>
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

const LISTS: [UploadFileType, string][] = [
  ['target_files', DELIVERY_TEXTS.targetFiles],
  ['source_files', DELIVERY_TEXTS.sourceFiles],
];

/** 'Upload Files Progress': per group its target and source files; closes by its close button or Escape, not the backdrop. */
export function UploadProgressDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const uploads = useUploads();
  if (!open) return null;
  const overallPercent =
    uploads.totalBytes > 0 ? Math.floor((uploads.sentBytes / uploads.totalBytes) * 100) : 0;
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
            {LISTS.map(([type, title]) => (
              <FileList
                key={type}
                title={title}
                files={files.filter((f) => f.fileType === type)}
                onRedo={uploads.redo}
              />
            ))}
          </section>
        ))}
        <div className="upload-overall">
          <span className="upload-overall__label">{UPLOAD_TEXTS.overall}</span>
          <progress aria-label={UPLOAD_TEXTS.overall} max={100} value={overallPercent} />
          <Figures
            sent={uploads.sentBytes}
            total={uploads.totalBytes}
            speed={uploads.speed}
            eta={uploads.etaSeconds}
          />
        </div>
        <div className="upload-dialog__actions">
          <Button onClick={uploads.run} disabled={!uploads.waiting}>
            {UPLOAD_TEXTS.submit}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
