import { consoleTexts } from '@ops/contracts';

/** The status pages' words (the login page carries them: short keys). */
export const STATUS_TEXTS = /* @__PURE__ */ consoleTexts('status.page', {
  upgrading: 'Innovation in Progress',
  checkBack: 'We are upgrading the console to serve you better. Please check back shortly.',
  notFound: "This is not the link you're looking for",
  wrong: 'Looks like something went wrong, Try Again!',
  logo: ': Go to Assignments',
  retry: 'Please try again in a moment. If it keeps happening, contact the Tech Team.',
  moved: 'The page may have moved, or the address may be mistyped.',
  back: 'Back to Assignments',
});
