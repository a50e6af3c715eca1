import { useState } from 'react';
import type { FileDetails } from '@ops/contracts';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { useDownloads } from '../downloads/use-downloads';
import { formatDateTime } from '../format';
import { AccordionCard } from './accordion-card';
import { DeliveryNotes } from './delivery-notes';
import { FilesRemoved } from './files-removed';
import { FileList } from './file-row';
import { InputFilesCard } from './input-files-card';
import { newestFirst } from './versions';

const INPUT = 'input';

/** One card per version (newest first) and the Input Files card; one card is open at a time. */
export function HistoryTab({ details, scope }: { details: FileDetails; scope: Scope }) {
  const versions = newestFirst(details);
  const [open, setOpen] = useState<string | null>(versions[0] ? `v${versions[0].version}` : INPUT);
  const { start, busy } = useDownloads();
  const live = scope === 'live';
  const toggle = (key: string) => setOpen((current) => (current === key ? null : key));
  return (
    <div className="history-tab">
      <FilesRemoved details={details} />
      {versions.map((version) => {
        const key = `v${version.version}`;
        const count = version.files.length;
        return (
          <AccordionCard
            key={key}
            title={D.version(version.version)}
            testId="version-card"
            expanded={open === key}
            onToggle={() => toggle(key)}
            summary={
              <dl className="history-meta">
                <div>
                  <dt>{D.files}</dt>
                  <dd>{D.fileCount(count)}</dd>
                </div>
                <div>
                  <dt>{D.committedShort}</dt>
                  <dd>{formatDateTime(version.committed_delivery)}</dd>
                </div>
                <div>
                  <dt>{D.delivered}</dt>
                  <dd>{formatDateTime(version.actual_delivery)}</dd>
                </div>
              </dl>
            }
          >
            <DeliveryNotes version={version} withFeedback={false} />
            <h4 className="detail-subtitle">{D.files}</h4>
            <FileList files={version.files} live={live} onDownload={(jobs) => void start(jobs)} busy={busy} />
          </AccordionCard>
        );
      })}
      <InputFilesCard
        details={details}
        live={live}
        expanded={open === INPUT}
        onToggle={() => toggle(INPUT)}
      />
    </div>
  );
}
