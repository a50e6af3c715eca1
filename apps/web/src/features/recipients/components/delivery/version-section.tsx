import { portalFormats, portalMessages, recipientAnswerMessages } from '@ops/contracts';
import type { RecipientVersion } from '@ops/contracts';
import type { DownloadRequest } from '@/features/recipients/api/recipients-api';
import { useTranslator } from '@/shared/i18n/language-context';
import { FeedbackForm } from './feedback-form';
import { VersionFiles } from './version-files';
import { VersionReview } from './version-review';
import '../portal-names.css';

interface VersionSectionProps {
  deliveryId: number;
  version: RecipientVersion;
  latest: boolean;
  pending: string | null;
  /** Downloads the share allows per version, if it has a limit. */
  downloadLimit?: number | null;
  onDownload: (key: string, request: DownloadRequest) => void;
}

/** One delivered version: when, its notes, its files to download, and this recipient's feedback on it. */
export function VersionSection({
  deliveryId,
  version,
  latest,
  pending,
  downloadLimit,
  onDownload,
}: VersionSectionProps) {
  const { t, date, list } = useTranslator();
  const titleId = `version-${version.version}-title`;
  const used = version.downloads ?? 0;
  const exhausted = !!downloadLimit && used >= downloadLimit;
  return (
    <section className="portal-card portal-version" aria-labelledby={titleId}>
      <header className="portal-version__head">
        <h2 id={titleId} className="portal-subtitle">
          {t(portalFormats.version, { n: version.version })}
        </h2>
        {latest && <span className="portal-badge">{t(portalMessages.latest)}</span>}
        <p className="portal-muted portal-version__date">
          {t(portalFormats.deliveredOn, { date: date(version.delivered_at, { time: true }) })}
        </p>
      </header>
      {version.notes.length > 0 && (
        <>
          <h3 className="portal-heading">{t(portalMessages.notes)}</h3>
          <ul className="portal-notes">
            {version.notes.map((note, index) => (
              <li key={index} className="portal-notes__note">
                {/* The files by name: '@file' mentions are staff's shorthand (decision 0033). */}
                {note.files.length > 0 && (
                  <p className="portal-notes__files portal-notes__file-list">
                    {t(portalFormats.filesLine, { files: list(note.files) })}
                  </p>
                )}
                {note.notes && <p>{note.notes}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="portal-heading">{t(portalMessages.files)}</h3>
      {downloadLimit ? (
        <p className="portal-muted" data-testid="version-downloads">
          {t(portalFormats.downloadsUsed, { used, limit: downloadLimit })}
        </p>
      ) : null}
      {exhausted && (
        <p className="portal-version__limit" role="status">
          {t(recipientAnswerMessages.downloadLimitReached)}
        </p>
      )}
      <VersionFiles
        deliveryId={deliveryId}
        version={version}
        pending={pending}
        exhausted={exhausted}
        onDownload={onDownload}
      />
      <FeedbackForm deliveryId={deliveryId} version={version} />
      <VersionReview deliveryId={deliveryId} version={version} />
    </section>
  );
}
