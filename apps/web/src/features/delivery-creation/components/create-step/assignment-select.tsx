import { useId, useMemo } from 'react';
import AsyncSelect from 'react-select/async';
import type { MultiValue } from 'react-select';
import { DELIVERY_TEXTS, DROPDOWN } from '@ops/contracts';
import { fixedOptionStyles } from '../fixed-option-styles';
import type { AssignmentChoice } from './assignment-options';

interface AssignmentSelectProps {
  value: readonly AssignmentChoice[];
  onChange: (next: AssignmentChoice[]) => void;
  defaultOptions: AssignmentChoice[];
  loadOptions: (text: string) => Promise<AssignmentChoice[]>;
  loadingList: boolean;
  loadingSelected: boolean;
  onScrollEnd: () => void;
}

/** 'Workspace Assignment ID(s)': react-select's fixed-option pattern keeps the update flow's own ones. */
export function AssignmentSelect({
  value,
  onChange,
  defaultOptions,
  loadOptions,
  loadingList,
  loadingSelected,
  onScrollEnd,
}: AssignmentSelectProps) {
  const inputId = useId();
  const styles = useMemo(() => fixedOptionStyles<AssignmentChoice>(), []);

  const handleChange = (
    next: MultiValue<AssignmentChoice>,
    meta: { action: string; removedValue?: AssignmentChoice },
  ) => {
    if ((meta.action === 'remove-value' || meta.action === 'pop-value') && meta.removedValue?.isFixed) return;
    if (meta.action === 'clear') {
      onChange(value.filter((v) => v.isFixed));
      return;
    }
    // Fixed ones first, as react-select's example orders them.
    onChange([...next.filter((v) => v.isFixed), ...next.filter((v) => !v.isFixed)]);
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {DELIVERY_TEXTS.assignmentLabel}
      </label>
      <AsyncSelect<AssignmentChoice, true>
        inputId={inputId}
        isMulti
        classNamePrefix="asgn"
        value={value}
        onChange={handleChange}
        defaultOptions={defaultOptions}
        loadOptions={loadOptions}
        isLoading={loadingList || loadingSelected}
        isDisabled={loadingSelected}
        isClearable={value.some((v) => !v.isFixed)}
        placeholder={loadingSelected ? DELIVERY_TEXTS.loadingSelected : DELIVERY_TEXTS.assignmentPlaceholder}
        loadingMessage={() => DELIVERY_TEXTS.loadingOptions}
        noOptionsMessage={() => DELIVERY_TEXTS.noOptions}
        maxMenuHeight={DROPDOWN.maxMenuHeight}
        minMenuHeight={DROPDOWN.minMenuHeight}
        onMenuScrollToBottom={onScrollEnd}
        styles={styles}
      />
    </div>
  );
}
