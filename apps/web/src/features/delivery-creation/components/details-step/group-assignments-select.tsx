import { useId, useMemo } from 'react';
import Select from 'react-select';
import { DELIVERY_TEXTS, DROPDOWN } from '@ops/contracts';
import { fixedOptionStyles } from '../fixed-option-styles';
import type { Batch, GroupForm } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';

interface Choice {
  value: string;
  label: string;
  isFixed: boolean;
  isDisabled: boolean;
}

interface GroupAssignmentsSelectProps {
  batch: Batch;
  groups: GroupForm[];
  group: GroupForm;
  number: number;
  onChange: (ids: string[]) => void;
}

/** 'Group Assignments': the batch's assignments; another group's fixed ones cannot be moved here. */
export function GroupAssignmentsSelect({
  batch,
  groups,
  group,
  number,
  onChange,
}: GroupAssignmentsSelectProps) {
  const inputId = useId();
  const options = useMemo(
    (): Choice[] =>
      batch.assignments.map((a) => ({
        value: a.assignment_id,
        label: a.assignment_id,
        isFixed: group.defaultIds.includes(a.assignment_id),
        isDisabled: groups.some((g) => g.key !== group.key && g.defaultIds.includes(a.assignment_id)),
      })),
    [batch.assignments, group, groups],
  );
  const value = options.filter((o) => group.ids.includes(o.value));
  const styles = useMemo(() => fixedOptionStyles<Choice>(), []);
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {DELIVERY_TEXTS.groupAssignments}
      </label>
      <Select<Choice, true>
        inputId={inputId}
        aria-label={T.ofGroup(DELIVERY_TEXTS.groupAssignments, number)}
        isMulti
        isSearchable={false}
        isClearable={false}
        classNamePrefix="group-asgn"
        placeholder={DELIVERY_TEXTS.groupAssignmentsPlaceholder}
        options={options}
        value={value}
        maxMenuHeight={DROPDOWN.maxMenuHeight}
        minMenuHeight={DROPDOWN.minMenuHeight}
        onChange={(next, meta) => {
          if (meta.action === 'remove-value' && meta.removedValue.isFixed) return;
          if (meta.action === 'pop-value' && meta.removedValue.isFixed) return;
          onChange(next.map((o) => o.value));
        }}
        styles={styles}
      />
    </div>
  );
}
