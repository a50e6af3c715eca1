import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The ratings' words: a client's stars and the operations team's rating. */
export const RATING_TEXTS = /* @__PURE__ */ consoleTexts('shared.ratings', {
  notRated: 'Not rated',
  client: consoleMessage('Client rating: {rating} out of {max}', (rating: number, max: number) => ({
    rating,
    max,
  })),
  ops: 'Operations rating:',
  opsValues: { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' },
  stars: consoleMessage(
    '{count, plural, one {# star} other {# stars}}',
    (count: number) => ({ count }),
    (count) => (count === 1 ? '1 star' : `${count} stars`),
  ),
  outOf: consoleMessage('{value} of {max}', (value: number, max: number) => ({ value, max })),
});
