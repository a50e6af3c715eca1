import { consoleTexts } from '@ops/contracts';

/** The signed-in layout's words (its chunk is on the first screen: keep this short). */
export const LAYOUT_TEXTS = /* @__PURE__ */ consoleTexts('app.layout', { skip: 'Skip to main content' });
