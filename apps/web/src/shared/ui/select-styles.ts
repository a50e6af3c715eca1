import type { GroupBase, StylesConfig } from 'react-select';

/** The react-select look shared by every searchable picker, matching `.field__input`. */
export function selectStyles<Option, Multi extends boolean = false>(
  invalid = false,
): StylesConfig<Option, Multi, GroupBase<Option>> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 44,
      borderRadius: 10,
      // Focused: the fields' 2px ring colour (--focus-ring), drawn inside the box.
      borderColor: invalid ? '#c2410c' : state.isFocused ? '#2a6fb0' : '#c9d5e3',
      boxShadow: state.isFocused ? 'inset 0 0 0 1px #2a6fb0' : 'none',
      background: state.isDisabled ? '#eef2f7' : '#ffffff',
      '&:hover': { borderColor: state.isFocused ? '#2a6fb0' : '#9fb3cb' },
    }),
    menu: (base) => ({ ...base, width: 'max(100%, 260px)', zIndex: 30, borderRadius: 10 }),
    option: (base, state) => ({
      ...base,
      fontSize: 14,
      background: state.isSelected ? '#0b2545' : state.isFocused ? '#f2f8fe' : 'transparent',
      color: state.isSelected ? '#ffffff' : '#0b2545',
    }),
    singleValue: (base, state) => ({ ...base, color: state.isDisabled ? '#50627a' : '#0b2545' }),
    indicatorSeparator: () => ({ display: 'none' }),
    valueContainer: (base) => ({ ...base, paddingRight: 0 }),
  };
}
