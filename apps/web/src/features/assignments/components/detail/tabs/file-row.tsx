import { useId } from 'react';
import type { DeliveredFile } from '@ops/contracts';
import { FileTypeIcon } from '@/features/assignments/components/icons/file-type-icon';
import { FileDownloads } from '../downloads/file-downloads';
import type { DownloadJob } from '../downloads/file-links';
import { fileLabel } from '../format';

interface FileRowProps {
  file: DeliveredFile;
  /** Live view: a checkbox and the download buttons; the archive shows the name only. */
  live: boolean;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onDownload: (jobs: DownloadJob[]) => void;
  busy?: boolean;
}

export function FileRow({ file, live, checked = false, onCheckedChange, onDownload, busy }: FileRowProps) {
  const id = useId();
  const name = fileLabel(file.name);
  const selectable = live && onCheckedChange;
  return (
    <li className="file-list__row" data-testid="file-row">
      {selectable && (
        <input
          id={id}
          type="checkbox"
          className="file-list__check"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
      )}
      <FileTypeIcon name={file.name} />
      {selectable ? (
        <label className="file-list__name" htmlFor={id}>
          {name}
        </label>
      ) : (
        <span className="file-list__name">{name}</span>
      )}
      <FileDownloads file={file} canDownload={live} onDownload={onDownload} busy={busy} />
    </li>
  );
}

/** A read-only list of files, each with its per-format downloads (history and input files). */
export function FileList({
  files,
  live,
  onDownload,
  busy,
}: Pick<FileRowProps, 'live' | 'onDownload' | 'busy'> & { files: FileRowProps['file'][] }) {
  return (
    <ul className="file-list">
      {files.map((file, index) => (
        <FileRow key={`${index}-${file.name}`} file={file} live={live} onDownload={onDownload} busy={busy} />
      ))}
    </ul>
  );
}
