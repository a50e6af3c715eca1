import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export interface DialCode {
  country: string;
  code: string;
}

/** International dial codes from libphonenumber's maintained metadata, as '+NN', one entry per country. */
export const DIAL_CODES: readonly DialCode[] = getCountries()
  .map((country) => ({ country, code: `+${getCountryCallingCode(country)}` }))
  .sort(
    (a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }) || a.country.localeCompare(b.country),
  );

const known = new Set(DIAL_CODES.map((d) => d.code));
export const isKnownDialCode = (code: string) => known.has(code);
export const isKnownDialCodeOrEmpty = (code: string) => code === '' || isKnownDialCode(code);
