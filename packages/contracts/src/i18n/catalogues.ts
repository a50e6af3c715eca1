// Each language's catalogue loads on its own, so a page carries only the language it shows (decision 0042).
import { CATALOGUE_FILES, type Catalogue } from './locale-files.js';
import type { Locale } from './locales.js';

export const loadCatalogue = async (locale: Locale): Promise<Catalogue> => {
  const load = CATALOGUE_FILES[locale];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  return load();
};
