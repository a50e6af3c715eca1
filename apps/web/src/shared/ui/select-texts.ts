import { consoleTexts } from '@ops/contracts';

/** The pickers' words: the searchable picker and the country-code picker. */
export const SELECT_TEXTS = /* @__PURE__ */ consoleTexts('shared.select', {
  placeholder: 'Select…',
  loading: 'Loading...',
  none: 'No matches',
  code: 'Code',
  noCountry: 'No matching country',
});
