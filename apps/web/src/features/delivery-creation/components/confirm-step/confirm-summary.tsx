import { DELIVERY_TEXTS } from '@ops/contracts';
import { FileStatusIcon } from '@/features/delivery-creation/upload';
import type { UploadFileType, UploadItemInput, UploadsApi } from '@/features/delivery-creation/upload';
import { mergeServices, serviceLineText } from '@/features/delivery-creation/lib/services';
import type { Batch, GroupForm } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';
import { BatchHeader } from '../details-step/batch-header';

interface ConfirmSummaryProps {
  batch: Batch;
  groups: GroupForm[];
  items: UploadItemInput[];
  uploads: UploadsApi;
}

function FileList({
  title,
  alias,
  type,
  items,
  uploads,
}: Omit<ConfirmSummaryProps, 'batch' | 'groups'> & { title: string; alias: string; type: UploadFileType }) {
  const mine = items.filter((i) => i.fileType === type);
  return (
    <div className="confirm-summary__block">
      <h3 className="field__label">
        {title} <span className="field__alias">({alias})</span>
      </h3>
      <ul className="confirm-summary__files" aria-label={T.files(title)}>
        {mine.map((item) => {
          const view = uploads.files.find((f) => f.fileId === item.fileId);
          return (
            <li key={item.fileId}>
              <span className="confirm-summary__file-name">{item.file.name}</span>
              {view && <FileStatusIcon file={view} onRedo={() => uploads.redo(item.fileId)} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** '@a.docx @b.pdf notes': the group's source file names, then its notes. */
const notesWithSources = (g: GroupForm) =>
  [...g.sourceFiles.map((f) => `@${f.name}`), g.notes.trim()].filter(Boolean).join(' ');

/** What will be delivered: the batch, services of every group, files with their upload state, notes. */
export function ConfirmSummary({ batch, groups, items, uploads }: ConfirmSummaryProps) {
  const services = mergeServices(
    batch.assignments,
    groups.flatMap((g) => g.ids),
  );
  return (
    <div className="confirm-summary">
      <BatchHeader batch={batch} />
      <div className="confirm-summary__block">
        <h3 className="field__label">{DELIVERY_TEXTS.services}</h3>
        <ul className="group-card__lines" aria-label={DELIVERY_TEXTS.services}>
          {services.map((line) => (
            <li key={serviceLineText(line)}>{serviceLineText(line)}</li>
          ))}
        </ul>
      </div>
      <FileList
        title={DELIVERY_TEXTS.input}
        alias={DELIVERY_TEXTS.sourceFiles}
        type="source_files"
        items={items}
        uploads={uploads}
      />
      <FileList
        title={DELIVERY_TEXTS.output}
        alias={DELIVERY_TEXTS.targetFiles}
        type="target_files"
        items={items}
        uploads={uploads}
      />
      {batch.external && (
        <div className="confirm-summary__block">
          <h3 className="field__label">{T.external}</h3>
          <ul className="group-card__lines" aria-label={T.externalList}>
            {groups.map((g, i) => {
              const value = g.externalMode === 'link' ? g.externalLink.trim() : g.externalText.trim();
              return value ? (
                <li key={g.key}>
                  {T.externalLine(
                    i + 1,
                    g.externalMode === 'link' ? DELIVERY_TEXTS.externalLink : DELIVERY_TEXTS.externalText,
                    value,
                  )}
                </li>
              ) : null;
            })}
          </ul>
        </div>
      )}
      <div className="confirm-summary__block">
        <h3 className="field__label">{DELIVERY_TEXTS.deliveryNotes}</h3>
        <ul className="group-card__lines" aria-label={DELIVERY_TEXTS.deliveryNotes}>
          {groups.map((g) => {
            const text = notesWithSources(g);
            return text ? <li key={g.key}>{text}</li> : null;
          })}
        </ul>
      </div>
    </div>
  );
}
