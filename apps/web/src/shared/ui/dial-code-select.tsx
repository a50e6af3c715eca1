import Select from 'react-select';
import { DIAL_CODES } from '@ops/contracts';
import { SELECT_TEXTS } from './select-texts';
import { selectStyles } from './select-styles';

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

const styles = selectStyles<DialOption>();

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
        placeholder={SELECT_TEXTS.code}
        noOptionsMessage={() => SELECT_TEXTS.noCountry}
        styles={styles}
      />
      <input type="hidden" name={name} value={value} />
    </>
  );
}
