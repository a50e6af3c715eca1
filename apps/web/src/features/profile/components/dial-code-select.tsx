import Select from 'react-select';
import type { StylesConfig } from 'react-select';
import { DIAL_CODES } from '@ops/contracts';

interface DialOption {
  key: string;
  code: string;
  name: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (country: string) => {
  try {
    return regionNames.of(country) ?? country;
  } catch {
    return country;
  }
};

const OPTIONS: DialOption[] = DIAL_CODES.map((d) => ({
  key: `${d.country}${d.code}`,
  code: d.code,
  name: nameOf(d.country),
}));

const styles: StylesConfig<DialOption, false> = {
  control: (base, state) => ({
    ...base,
    minHeight: 44,
    borderRadius: 10,
    borderColor: state.isFocused ? '#3b8ad6' : '#c9d5e3',
    boxShadow: state.isFocused ? '0 0 0 3px rgba(59, 138, 214, 0.18)' : 'none',
    '&:hover': { borderColor: state.isFocused ? '#3b8ad6' : '#9fb3cb' },
  }),
  menu: (base) => ({ ...base, width: 'max(100%, 260px)', zIndex: 30, borderRadius: 10 }),
  option: (base, state) => ({
    ...base,
    fontSize: 14,
    background: state.isSelected ? '#0b2545' : state.isFocused ? '#f2f8fe' : 'transparent',
    color: state.isSelected ? '#ffffff' : '#0b2545',
  }),
  indicatorSeparator: () => ({ display: 'none' }),
  valueContainer: (base) => ({ ...base, paddingRight: 0 }),
};

interface DialCodeSelectProps {
  id: string;
  /** The API field; a hidden input carries the picked code under this name. */
  name: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  invalid?: boolean;
  errorId?: string;
}

/** A country-code picker over DIAL_CODES; only a value picked from the list can be chosen. */
export function DialCodeSelect({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  invalid,
  errorId,
}: DialCodeSelectProps) {
  // Several countries share a code (+1, +7, +44): any of them stands for the stored code.
  const selected = OPTIONS.find((o) => o.code === value) ?? null;
  return (
    <>
      <Select<DialOption, false>
        inputId={id}
        aria-label={label}
        aria-invalid={invalid}
        aria-errormessage={invalid ? errorId : undefined}
        className="dial-select"
        classNamePrefix="dial"
        options={OPTIONS}
        value={selected}
        getOptionValue={(o) => o.key}
        getOptionLabel={(o) => `${o.code} ${o.name}`}
        formatOptionLabel={(o, meta) => (meta.context === 'value' ? o.code : `${o.code}  ${o.name}`)}
        onChange={(option) => onChange(option?.code ?? '')}
        onBlur={onBlur}
        isClearable
        placeholder="Code"
        noOptionsMessage={() => 'No matching country'}
        styles={styles}
      />
      <input type="hidden" name={name} value={value} />
    </>
  );
}
