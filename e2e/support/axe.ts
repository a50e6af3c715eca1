import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectFocusRings } from './focus-ring';

/** The bar: WCAG 2.0 and 2.1, levels A and AA, at serious or critical impact. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The two widths every screen is checked at: a desktop's, and a phone's as the other phone specs use it. */
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One axe run over the page (or the part `within` selects) with the given tags. */
async function violationsOf(page: Page, tags: string[], within?: string): Promise<Violations> {
  // axe's source is half a megabyte: evaluated once per document rather than for every run.
  const loaded = await page.evaluate(() => 'axe' in window);
  // options() replaces every option, so it comes before withTags(). Only violations are listed in full;
  // legacy mode runs axe in the page itself rather than merging per-frame runs in a new blank page (the
  // app has no frames), which halves a run. The label-in-name rule is one axe still counts as
  // experimental: a speech user says the words a control shows.
  let builder = new AxeBuilder(loaded ? { page, axeSource: ';' } : { page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(tags)
    .setLegacyMode();
  if (within) builder = builder.include(within);
  return (await builder.analyze()).violations;
}

const describe = (violations: Violations) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}: ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? ''}`)
          .join('\n'),
    )
    .join('\n');

/**
 * Runs axe on the page as it is now (or on the part `within` selects: a dialog, the page's main content,
 * when the rest was checked in the state before) and fails listing each rule broken (its id and what it
 * checks) with the selectors of the nodes that break it and why: WCAG A/AA at serious or critical impact,
 * and axe's best practices (heading order, landmarks, label in name) at any impact. Then checks every
 * focus ring.
 */
export async function expectAccessible(page: Page, screen: string, within?: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const held = await holdToasts(page);
  // A toast fading in is measured at its blended colours: the finite animations and transitions running
  // now end first (a spinner's endless one is left to run).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  const wcag = (await violationsOf(page, WCAG_TAGS, within)).filter((v) => BLOCKING.has(v.impact ?? ''));
  const practice = await violationsOf(page, ['best-practice'], within);
  // Soft: one run lists every screen that fails, not only the first.
  expect.soft(wcag.length, `axe on ${screen} at ${page.url()}:\n${describe(wcag)}`).toBe(0);
  expect
    .soft(practice.length, `axe best practices on ${screen} at ${page.url()}:\n${describe(practice)}`)
    .toBe(0);
  await expectFocusRings(page, screen);
  if (held) await page.mouse.move(0, 0);
}

/**
 * A toast that starts leaving while axe reads the page would be measured at its fading colours: with the
 * pointer over a toast, react-hot-toast holds every toast where it is until the pointer leaves.
 */
async function holdToasts(page: Page): Promise<boolean> {
  const toast = page.locator('[data-rht-toaster] [role="status"]').first();
  if (!(await toast.isVisible())) return false;
  return toast.hover({ timeout: 1_000 }).then(
    () => true,
    () => false,
  );
}
