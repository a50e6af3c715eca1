import { DELIVERY_TEXTS } from '@ops/contracts';
import { TextareaField } from '@/shared/ui/textarea-field';
import { assignmentNames, mergeServices, serviceLineText } from '@/features/delivery-creation/lib/services';
import type { GroupField } from '@/features/delivery-creation/lib/validate-groups';
import type { Batch, Flow, GroupForm } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';
import { CommittedField } from './committed-field';
import { ExternalFields } from './external-fields';
import { FileField } from './file-field';
import { GroupAssignmentsSelect } from './group-assignments-select';
import { YesNoField } from './yes-no-field';

interface GroupCardProps {
  flow: Flow;
  batch: Batch;
  groups: GroupForm[];
  group: GroupForm;
  index: number;
  /** A check's message for one of this group's fields, shown beside it. */
  error?: { field: GroupField; message: string } | undefined;
  onChange: (patch: Partial<GroupForm>) => void;
  onRegroup: (ids: string[]) => void;
}

/** One group's card of the Add step. */
export function GroupCard({ flow, batch, groups, group, index, error, onChange, onRegroup }: GroupCardProps) {
  const n = index + 1;
  const errorOf = (field: GroupField) => (error?.field === field ? error.message : undefined);
  const services = mergeServices(batch.assignments, group.ids);
  return (
    <article className="group-card" aria-label={T.group(n)}>
      <h3 className="group-card__title">{T.group(n)}</h3>
      <GroupAssignmentsSelect batch={batch} groups={groups} group={group} number={n} onChange={onRegroup} />
      <div className="group-card__files">
        <FileField
          label={DELIVERY_TEXTS.input}
          hint={DELIVERY_TEXTS.sourceFiles}
          name={`source_file_${n}`}
          files={group.sourceFiles}
          error={errorOf('source')}
          onChange={(sourceFiles, sourceRemoved) => onChange({ sourceFiles, sourceRemoved })}
        />
        <FileField
          label={DELIVERY_TEXTS.output}
          hint={DELIVERY_TEXTS.targetFiles}
          name={`target_file_${n}`}
          files={group.targetFiles}
          error={errorOf('target')}
          onChange={(targetFiles, targetRemoved) => onChange({ targetFiles, targetRemoved })}
        />
      </div>
      {batch.external && (
        <ExternalFields
          batch={batch}
          group={group}
          number={n}
          linkError={errorOf('externalLink')}
          textError={errorOf('externalText')}
          onChange={onChange}
        />
      )}
      <TextareaField
        label={DELIVERY_TEXTS.deliveryNotes}
        name={`delivery_notes_${n}`}
        placeholder={DELIVERY_TEXTS.notesPlaceholder}
        rows={3}
        value={group.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
      />
      <div className="group-card__readout">
        <h4 className="field__label">{DELIVERY_TEXTS.services}</h4>
        <ul className="group-card__lines" aria-label={T.ofGroup(DELIVERY_TEXTS.services, n)}>
          {services.map((line) => (
            <li key={serviceLineText(line)}>{serviceLineText(line)}</li>
          ))}
        </ul>
      </div>
      <div className="group-card__readout">
        <h4 className="field__label">
          {flow === 'update' ? DELIVERY_TEXTS.sourceFile : DELIVERY_TEXTS.assignmentName}
        </h4>
        <ul className="group-card__lines">
          {assignmentNames(batch.assignments, group.ids).map((name, i) => (
            <li key={`${name}-${i}`}>{name}</li>
          ))}
        </ul>
      </div>
      <YesNoField
        label={DELIVERY_TEXTS.interimQuestion}
        value={group.interim}
        onChange={(interim) => onChange({ interim })}
      />
      {flow === 'update' && (
        <CommittedField
          group={group}
          number={n}
          range={batch.committedWindow}
          error={errorOf('committed')}
          onChange={onChange}
        />
      )}
    </article>
  );
}
