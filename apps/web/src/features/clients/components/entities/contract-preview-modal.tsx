import { Modal } from '@/shared/ui/modal';
import { ENTITY_TEXTS } from '@/features/clients/lib/record-texts';

export interface ContractPreviewTarget {
  url: string;
  filename: string;
  contentType: string;
}

/** Types a browser frame shows by itself; office files are offered as a download instead. */
const showsInline = (contentType: string) =>
  contentType === 'application/pdf' || contentType.startsWith('image/') || contentType.startsWith('text/');

export function ContractPreviewModal({
  target,
  onClose,
}: {
  target: ContractPreviewTarget;
  onClose: () => void;
}) {
  const inline = showsInline(target.contentType);
  const T = ENTITY_TEXTS.preview;
  return (
    <Modal title={T.title} size="wide" onClose={onClose} testId="contract-preview">
      <p className="contract-preview__name">{target.filename}</p>
      {inline ? (
        <iframe className="contract-preview__frame" title={T.title} src={target.url} />
      ) : (
        <p className="contract-preview__note" role="status">
          {T.cannotShow}
        </p>
      )}
      <div className="form-actions">
        <a className="btn btn--secondary" href={target.url} download={target.filename}>
          {T.download}
        </a>
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {T.close}
        </button>
      </div>
    </Modal>
  );
}
