// Each language's catalogue loads on its own, so a page carries only the language it shows (decision 0042).
import type { Catalogue } from './translator.js';
import type { Locale } from './locales.js';

const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./locales/en.json', { with: { type: 'json' } }),
  de: () => import('./locales/de.json', { with: { type: 'json' } }),
  fr: () => import('./locales/fr.json', { with: { type: 'json' } }),
  es: () => import('./locales/es.json', { with: { type: 'json' } }),
  ja: () => import('./locales/ja.json', { with: { type: 'json' } }),
};

export const loadCatalogue = async (locale: Locale): Promise<Catalogue> => (await loaders[locale]()).default;
