import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectFocusRings } from './focus-ring';

/** The bar: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The two widths every screen is checked at: a desktop's, and a phone's as the other phone specs use it. */
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;

/**
 * Runs axe on the page as it is now (or on the part `within` selects: a dialog, the page's main content,
 * when the rest was checked in the state before) and fails listing each serious or critical rule (its id
 * and what it checks) with the selectors of the nodes that break it and why; then checks every focus ring.
 */
export async function expectAccessible(page: Page, screen: string, within?: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // axe's source is half a megabyte: evaluated once per document rather than twice per check.
  const loaded = await page.evaluate(() => 'axe' in window);
  let builder = new AxeBuilder(loaded ? { page, axeSource: ';' } : { page })
    .withTags(WCAG_TAGS)
    // Only violations are listed in full; legacy mode runs axe in the page itself rather than merging
    // per-frame runs in a new blank page (the app has no frames), which halves a run.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .map((n) => `    ${n.target.join(' ')}: ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? ''}`)
        .join('\n'),
  );
  // Soft: one run lists every screen that fails, not only the first.
  expect.soft(blocking.length, `axe on ${screen} at ${page.url()}:\n${report.join('\n')}`).toBe(0);
  await expectFocusRings(page, screen);
}
