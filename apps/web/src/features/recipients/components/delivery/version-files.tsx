import { portalFormats, portalMessages } from '@ops/contracts';
import type { RecipientVersion } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { useTranslator } from '@/shared/i18n/language-context';
import type { DownloadRequest } from '@/features/recipients/api/recipients-api';
import { DownloadIcon } from '@/shared/ui/download-icon';

interface VersionFilesProps {
  deliveryId: number;
  version: RecipientVersion;
  pending: string | null;
  /** Every download the share allows for this version is used. */
  exhausted?: boolean;
  onDownload: (key: string, request: DownloadRequest) => void;
}

/** A version's files, a Download button per format (with its size), and the zip of them all. */
export function VersionFiles({ deliveryId, version, pending, exhausted, onDownload }: VersionFilesProps) {
  const { t, size } = useTranslator();
  if (version.files.length === 0) return <p className="portal-muted">{t(portalMessages.noFiles)}</p>;
  const zipKey = `${version.version}:zip`;
  return (
    <>
      <ul className="portal-files">
        {version.files.map((file) => (
          <li key={file.id} className="portal-file">
            <span className="portal-file__name">{file.name}</span>
            <span className="portal-file__formats">
              {file.formats.map(({ format, size: bytes }) => {
                const key = `${version.version}:${file.id}:${format}`;
                const shown = size(bytes);
                return (
                  <Button
                    key={format}
                    variant="secondary"
                    className="portal-format"
                    aria-label={t(portalFormats.downloadFile, { name: file.name, format, size: shown })}
                    loading={pending === key}
                    disabled={exhausted}
                    onClick={() =>
                      onDownload(key, {
                        delivery_id: deliveryId,
                        version: version.version,
                        file_id: file.id,
                        format,
                      })
                    }
                  >
                    {pending !== key && <DownloadIcon />}
                    <span className="portal-format__name">{format}</span>{' '}
                    <span className="portal-format__size">{shown}</span>
                  </Button>
                );
              })}
            </span>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="portal-zip"
        loading={pending === zipKey}
        disabled={exhausted}
        onClick={() => onDownload(zipKey, { delivery_id: deliveryId, version: version.version })}
      >
        {pending !== zipKey && <DownloadIcon />}
        {t(portalMessages.downloadAll)}
      </Button>
    </>
  );
}
