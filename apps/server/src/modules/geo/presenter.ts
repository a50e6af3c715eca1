import type { ICountry } from '@countrystatecity/countries';
import type { Country } from '@ops/contracts';

// Countries that levy a goods and services tax; the rest levy VAT (part 3: tax type per country).
const GST_COUNTRIES = new Set(['IN', 'AU', 'NZ', 'SG', 'CA', 'MY']);

/** A country of the data set with its currency and tax type. */
export const presentCountry = (c: ICountry): Country => ({
  country: c.name,
  currency: c.currency ?? '',
  tax_type: GST_COUNTRIES.has(c.iso2) ? 'GST' : 'VAT',
});

export const presentCity = (city: string) => ({ city });
