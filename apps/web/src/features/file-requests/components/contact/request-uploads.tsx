import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-hot-toast';
import { FILE_REQUEST_MAX_FILES, FILE_REQUEST_TEXTS, requestFileRefusal } from '@ops/contracts';
import type { RequestLinkView, RequestSubmitResponse } from '@ops/contracts';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextareaField } from '@/shared/ui/textarea-field';
import { FileStatusIcon } from '@/shared/upload/file-status-icon';
import { useEngineSnapshot } from '@/shared/upload/use-engine-snapshot';
import { formatSize } from '@/shared/format/file-size';
import { useSubmitRequestFilesMutation } from '@/features/file-requests/api/request-link-api';
import { formatLimit, typeList } from '@/features/file-requests/lib/format';
import { requestContext, requestEngine, requestItem } from '@/features/file-requests/lib/request-uploads';
import { onRequestClosed } from '@/features/file-requests/lib/request-transport';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';
import { FilePicker } from './file-picker';

/** Whether a file of this name and size is among the page's files. */
const isListed = (files: readonly { name: string; size: number }[], r: { name: string; size: number }) =>
  files.some((f) => f.name === r.name && f.size === r.size);

interface RequestUploadsProps {
  request: RequestLinkView;
  onSent: (answer: RequestSubmitResponse['data']) => void;
  onClosed: () => void;
}

/** Picks, checks and uploads the contact's files with the chunked engine, then sends them as one. */
export function RequestUploads({ request, onSent, onClosed }: RequestUploadsProps) {
  const engine = requestEngine(request.id);
  const uploads = useEngineSnapshot(engine);
  const ctx = useMemo(() => requestContext(request.id), [request.id]);
  const [refused, setRefused] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [submit, { isLoading }] = useSubmitRequestFilesMutation();
  // Unfinished uploads of an earlier page, until the same file is picked again (then it resumes or restarts).
  const listed = (r: { name: string; size: number }) => isListed(uploads.files, r);
  // The records live in localStorage: read them again only when the files change, not on every render.
  const unfinished = useMemo(
    () => engine.pendingResumes(ctx.deliveryId).filter((r) => !isListed(uploads.files, r)),
    [engine, ctx.deliveryId, uploads.files],
  );
  // An upload call answered 409: the request closed (or fell due) meanwhile, so the page shows that.
  useEffect(() => onRequestClosed(request.id, onClosed), [request.id, onClosed]);

  const add = (files: File[]) => {
    const problems: string[] = [];
    const checked = files.filter((file) => {
      // The contracts' one rule, the server's own: what it would refuse is refused before any upload.
      const problem = requestFileRefusal(request, file);
      if (problem) problems.push(problem);
      return !problem;
    });
    // One send takes at most FILE_REQUEST_MAX_FILES files: the rest are refused now, not at Send.
    const room = Math.max(0, FILE_REQUEST_MAX_FILES - uploads.files.length);
    const accepted = checked.slice(0, room);
    const extra = checked.slice(room);
    if (extra.length)
      problems.push(
        FR_TEXTS.tooMany(
          FILE_REQUEST_MAX_FILES,
          extra.map((f) => f.name),
        ),
      );
    setRefused(problems);
    if (accepted.length) uploads.start(accepted.map(requestItem), ctx);
  };

  const done = uploads.files.filter((f) => f.status === 'success' && !f.scanning);
  const busy = uploads.files.some((f) => f.status === 'uploading' || f.status === 'in-queue');
  const canSend = done.length > 0 && !busy;

  const send = async () => {
    const { records } = engine.getSnapshot();
    const ids = done.map((f) => records[f.fileId]?.upload_id).filter((id): id is string => !!id);
    const result = await submit({ id: request.id, upload_ids: ids, note: note.trim() });
    if (result.error) {
      toast.error(errorMessage(result.error));
      if (isApiError(result.error) && result.error.status === 409) onClosed();
      return;
    }
    toast.success(result.data.message);
    // Records of files sent under a newer upload are not worth offering again.
    engine.discard(
      engine
        .pendingResumes(ctx.deliveryId)
        .filter(listed)
        .map((r) => r.uploadId),
    );
    engine.reset();
    onSent(result.data.data);
  };

  return (
    <section className="fr-portal__uploads" aria-labelledby="request-files-title">
      <h2 id="request-files-title" className="fr-portal__subtitle">
        {FR_TEXTS.yourFiles}
      </h2>
      <FilePicker
        accept={request.extensions.map((e) => `.${e}`).join(',')}
        hint={`${typeList(request.extensions)}; ${FILE_REQUEST_TEXTS.maxSize.toLowerCase()} ${formatLimit(request.max_size_mb)}.`}
        onFiles={add}
      />
      {refused.length > 0 && (
        <div className="fr-portal__refused" role="alert">
          <p>{FR_TEXTS.refused}:</p>
          <ul>
            {refused.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {unfinished.length > 0 && (
        <p className="fr-portal__banner" data-testid="request-resume-hint">
          {FR_TEXTS.resumeHint(unfinished.map((r) => r.name).join(', '))}
        </p>
      )}
      {uploads.files.length > 0 && (
        <ul className="fr-files" aria-label={FR_TEXTS.yourFiles}>
          {uploads.files.map((file) => (
            <li key={file.fileId} className="fr-files__item" data-testid="request-file">
              <span className="fr-files__name">{file.name}</span>
              <span className="fr-files__size">{formatSize(file.size)}</span>
              <FileStatusIcon file={file} onRedo={() => uploads.redo(file.fileId)} />
              <Button
                variant="ghost"
                className="btn--small"
                aria-label={FR_TEXTS.removeFile(file.name)}
                onClick={() => engine.remove(file.fileId)}
              >
                {FR_TEXTS.remove}
              </Button>
              {file.status === 'failed' && file.message && (
                <p className="fr-files__message" role="alert">
                  {file.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <TextareaField
        label={FILE_REQUEST_TEXTS.noteLabel}
        name="note"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="fr-portal__send">
        <Button onClick={send} disabled={!canSend} loading={isLoading} aria-describedby="request-send-hint">
          {FILE_REQUEST_TEXTS.send}
        </Button>
        <p id="request-send-hint" className="fr-portal__muted">
          {FR_TEXTS.sendHint}
        </p>
      </div>
    </section>
  );
}
