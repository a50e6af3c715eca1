import { useId, useMemo } from 'react';
import AsyncSelect from 'react-select/async';
import { components } from 'react-select';
import type { FormatOptionLabelMeta, MultiValue, OptionProps } from 'react-select';
import { DELIVERY_TEXTS, DROPDOWN } from '@ops/contracts';
import { fixedOptionStyles } from '../fixed-option-styles';
import type { AssignmentChoice } from './assignment-options';
import './assignment-option.css';

interface AssignmentSelectProps {
  value: readonly AssignmentChoice[];
  onChange: (next: AssignmentChoice[]) => void;
  defaultOptions: AssignmentChoice[];
  loadOptions: (text: string) => Promise<AssignmentChoice[]>;
  loadingList: boolean;
  loadingSelected: boolean;
  onScrollEnd: () => void;
}

const nameOf = (choice: AssignmentChoice) => choice.option.assignment_name?.trim() ?? '';
const nameId = (choice: AssignmentChoice) => `asgn-option-name-${choice.value}`;

/**
 * An option of the menu: the spec's '{assignment_id} - {requester_name} ({client_code})', then the
 * assignment's name on a second line (decision 0033). A chosen one shows the spec's text alone. The option's
 * accessible name stays the spec's text; the name is its description (AssignmentOption).
 */
function formatAssignmentOption(choice: AssignmentChoice, meta: FormatOptionLabelMeta<AssignmentChoice>) {
  const name = nameOf(choice);
  if (meta.context !== 'menu' || !name) return choice.label;
  return (
    <span className="asgn-option">
      <span className="asgn-option__label">{choice.label}</span>
      <span
        className="asgn-option__name"
        id={nameId(choice)}
        aria-hidden="true"
        data-testid="assignment-option-name"
      >
        {name}
      </span>
    </span>
  );
}

/** react-select's option, described by the assignment's name its second line shows. */
function AssignmentOption(props: OptionProps<AssignmentChoice, true>) {
  const described = nameOf(props.data) ? nameId(props.data) : undefined;
  return <components.Option {...props} innerProps={{ ...props.innerProps, 'aria-describedby': described }} />;
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
        formatOptionLabel={formatAssignmentOption}
        components={{ Option: AssignmentOption }}
      />
    </div>
  );
}
