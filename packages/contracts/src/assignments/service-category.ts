import { consoleTexts } from '../i18n/console-texts.js';

/** Service categories with their icon codes (part 1 section 2). */
export const SERVICE_CATEGORIES = /* @__PURE__ */ consoleTexts('serviceCategories', {
  EZW: 'Workflow Tool',
  TR: 'Language Translation',
  PD: 'Presentation Design',
  GD: 'Graphic Design',
  AV: 'Audio-Video Production',
  RA: 'Research & Analytics',
  DP: 'Data Processing',
  UNK: 'Unknown',
});
export type ServiceCategoryCode = keyof typeof SERVICE_CATEGORIES;

const RULES: [RegExp, ServiceCategoryCode][] = [
  [/workflow|\bezw\b/i, 'EZW'],
  [/translat|language|locali[sz]|proofread|transcreat|interpret/i, 'TR'],
  [/presentation/i, 'PD'],
  [/graphic|design/i, 'GD'],
  [/audio|video|subtit/i, 'AV'],
  [/research|analytic/i, 'RA'],
  [/data/i, 'DP'],
];

/** The category code of a service name; 'UNK' when it matches none. */
export function serviceCategoryOf(service: string): ServiceCategoryCode {
  return RULES.find(([pattern]) => pattern.test(service))?.[1] ?? 'UNK';
}
