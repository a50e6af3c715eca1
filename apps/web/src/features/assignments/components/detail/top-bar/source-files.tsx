import { useState } from 'react';
import type { DeliveredFile } from '@ops/contracts';
import { Modal } from '@/shared/ui/modal';
import { FileTypeIcon } from '@/features/assignments/components/icons/file-type-icon';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { FileDownloads } from '../downloads/file-downloads';
import { useDownloads } from '../downloads/use-downloads';
import { DASH, fileLabel } from '../format';

/** The first source file with '+ N'; it opens the source-file modal with every file and its downloads. */
export function SourceFiles({ files, canDownload }: { files: DeliveredFile[]; canDownload: boolean }) {
  const [open, setOpen] = useState(false);
  const { start, busy } = useDownloads();
  const [first] = files;
  if (!first) return <span className="source-files source-files--none">{DASH}</span>;
  return (
    <>
      <button
        type="button"
        className="source-files"
        data-testid="source-files-button"
        title={D.showSources}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">
          <FileTypeIcon name={first.name} size={22} />
        </span>
        <span className="source-files__name">{fileLabel(first.name)}</span>
        {files.length > 1 && <span className="source-files__more">+ {files.length - 1}</span>}
      </button>
      {open && (
        <Modal title={D.sources} testId="source-files-modal" onClose={() => setOpen(false)}>
          <ul className="file-list">
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`} className="file-list__row" data-testid="source-file-row">
                <FileTypeIcon name={file.name} />
                <span className="file-list__name">{fileLabel(file.name)}</span>
                <FileDownloads
                  file={file}
                  canDownload={canDownload}
                  onDownload={(jobs) => void start(jobs)}
                  busy={busy}
                />
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
