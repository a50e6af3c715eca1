import { getAllCitiesOfCountry, getCountries } from '@countrystatecity/countries';
import type { Country } from '@ops/contracts';
import { presentCountry } from './presenter.js';

let countries: Promise<{ list: Country[]; codeByName: Map<string, string> }> | undefined;
const cityCache = new Map<string, Promise<string[]>>();

function load() {
  countries ??= getCountries().then((all) => {
    const sorted = [...all].sort((a, b) => a.name.localeCompare(b.name));
    return {
      list: sorted.map(presentCountry),
      codeByName: new Map(sorted.map((c) => [c.name.toLowerCase(), c.iso2])),
    };
  });
  return countries;
}

/** Countries with currency and tax type, from the maintained @countrystatecity data set. */
export async function listCountries(): Promise<Country[]> {
  return (await load()).list;
}

/** The city names of a country, sorted and without duplicates; null for an unknown country. */
export async function listCities(countryName: string): Promise<string[] | null> {
  const code = (await load()).codeByName.get(countryName.trim().toLowerCase());
  if (!code) return null;
  let cities = cityCache.get(code);
  if (!cities) {
    cities = getAllCitiesOfCountry(code).then((all) =>
      [...new Set(all.map((c) => c.name))].sort((a, b) => a.localeCompare(b)),
    );
    cityCache.set(code, cities);
  }
  return cities;
}
