import { Modal } from '@/shared/ui/modal';

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
  return (
    <Modal title="Contract preview" size="wide" onClose={onClose} testId="contract-preview">
      <p className="contract-preview__name">{target.filename}</p>
      {inline ? (
        <iframe className="contract-preview__frame" title="Contract preview" src={target.url} />
      ) : (
        <p className="contract-preview__note" role="status">
          This file type cannot be shown in the browser. Download it to open it.
        </p>
      )}
      <div className="form-actions">
        <a className="btn btn--secondary" href={target.url} download={target.filename}>
          Download
        </a>
        <button type="button" className="btn btn--primary" onClick={onClose}>
          Close preview
        </button>
      </div>
    </Modal>
  );
}
