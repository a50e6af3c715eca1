import { useEffect, useId, useRef } from 'react';
import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import type { TargetVersion } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { allDownloadable, jobsForFiles } from '../downloads/file-links';
import { useDownloads } from '../downloads/use-downloads';
import { FileRow } from './file-row';
import { fileKey } from './use-file-selection';
import type { FileSelection } from './use-file-selection';

/** The select-all box: checked when every file is, mixed when some are. */
function SelectAll({
  checked,
  mixed,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <span className="version-files__select-all">
      <input
        ref={box}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{D.selectAll}</label>
    </span>
  );
}

interface VersionFilesProps {
  version: TargetVersion;
  live: boolean;
  selection: FileSelection;
}

/**
 * The Files list of a version. Live: select-all, Download All (checked files, or all when none is checked,
 * every format, 2 s apart) when every file has a link, else the unavailable text; and the version's zip.
 */
export function VersionFiles({ version, live, selection }: VersionFilesProps) {
  const { start, busy } = useDownloads();
  const keys = version.files.map((_, index) => fileKey(version.version, index));
  const checkedCount = keys.filter((key) => selection.keys.has(key)).length;
  const downloadAll = () => {
    const chosen = version.files.filter((_, index) => selection.keys.has(keys[index]!));
    void start(jobsForFiles(chosen.length > 0 ? chosen : version.files, true));
  };
  return (
    <div className="version-files">
      <div className="version-files__head">
        <h4 className="detail-subtitle">{D.files}</h4>
        {live && version.files.length > 0 && (
          <div className="version-files__actions">
            <SelectAll
              checked={checkedCount === keys.length}
              mixed={checkedCount > 0 && checkedCount < keys.length}
              onChange={(on) => selection.set(keys, on)}
            />
            {allDownloadable(version.files) ? (
              <Button variant="primary" className="btn--small" loading={busy} onClick={downloadAll}>
                {D.downloadAll}
              </Button>
            ) : (
              <span className="file-unavailable">{ASSIGNMENT_TEXTS.fileUnavailable}</span>
            )}
            {version.zip_link && (
              <Button
                variant="secondary"
                className="btn--small"
                disabled={busy}
                title={version.zip_link.name}
                onClick={() =>
                  void start([{ link: version.zip_link!.link, all: true, name: version.zip_link!.name }])
                }
              >
                {D.zip}
              </Button>
            )}
          </div>
        )}
      </div>
      <ul className="file-list">
        {version.files.map((file, index) => (
          <FileRow
            key={keys[index]}
            file={file}
            live={live}
            checked={selection.keys.has(keys[index]!)}
            onCheckedChange={(on) => selection.set([keys[index]!], on)}
            onDownload={(jobs) => void start(jobs)}
            busy={busy}
          />
        ))}
      </ul>
    </div>
  );
}
