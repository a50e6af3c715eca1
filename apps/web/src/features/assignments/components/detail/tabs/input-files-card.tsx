import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { allDownloadable, inputZipOf, jobsForFiles } from '../downloads/file-links';
import { useDownloads } from '../downloads/use-downloads';
import { AccordionCard } from './accordion-card';
import { FileList } from './file-row';

interface InputFilesCardProps {
  details: FileDetails;
  live: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * The source files. Live: their download is offered only when every source file has links (part 1
 * section 5); it fetches the sources' zip when the detail carries one, else each file 2 s apart.
 */
export function InputFilesCard({ details, live, expanded, onToggle }: InputFilesCardProps) {
  const { start, busy } = useDownloads();
  const files = details.source_files;
  const count = files.length;
  const downloadAll = () => {
    const zip = inputZipOf(details);
    void start(zip ? [{ link: zip.link, all: true, name: zip.name }] : jobsForFiles(files, true));
  };
  return (
    <AccordionCard
      title={D.inputFiles}
      testId="input-files-card"
      expanded={expanded}
      onToggle={onToggle}
      summary={<span className="history-meta">{D.fileCount(count)}</span>}
    >
      {live && count > 0 && (
        <div className="version-files__actions">
          {allDownloadable(files) ? (
            <Button className="btn--small" loading={busy} onClick={downloadAll}>
              {D.downloadInput}
            </Button>
          ) : (
            <span className="file-unavailable">{ASSIGNMENT_TEXTS.fileUnavailable}</span>
          )}
        </div>
      )}
      <FileList files={files} live={live} onDownload={(jobs) => void start(jobs)} busy={busy} />
    </AccordionCard>
  );
}
