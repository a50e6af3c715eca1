import { DELIVERY_TEXTS, formatFileName } from '@ops/contracts';
import type { DeliveredFile } from '@ops/contracts';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { fileLabel } from '../format';
import { downloadFormats, externalCode, externalLink } from './file-links';
import type { DownloadJob } from './file-links';
import './downloads.css';
import { DownloadIcon } from '@/shared/ui/download-icon';

interface FileDownloadsProps {
  file: DeliveredFile;
  /** Live view only: the archive shows no download buttons. */
  canDownload: boolean;
  onDownload: (jobs: DownloadJob[]) => void;
  busy?: boolean;
}

/** One button per downloadable format of a file (its text is the format), and its outside link or code. */
export function FileDownloads({ file, canDownload, onDownload, busy = false }: FileDownloadsProps) {
  const name = fileLabel(file.name);
  const formats = canDownload ? downloadFormats(file.links) : [];
  const external = externalLink(file.links);
  const code = externalCode(file.links);
  if (formats.length === 0 && !external && !code) return null;
  return (
    <span className="file-downloads">
      {formats.map(([format, link]) => (
        <button
          key={format}
          type="button"
          className="file-downloads__format"
          aria-label={D.download(name, format)}
          title={D.download(name, format)}
          disabled={busy}
          onClick={() => onDownload([{ link, all: false, name: formatFileName(file.name, format) }])}
        >
          <DownloadIcon size={14} />
          {format}
        </button>
      ))}
      {external && (
        <a
          className="file-downloads__external"
          href={external.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {external.text}
        </a>
      )}
      {code && (
        <span className="file-downloads__external" title={DELIVERY_TEXTS.externalText}>
          {code}
        </span>
      )}
    </span>
  );
}
