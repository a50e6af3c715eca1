import { expect, test, type Page } from '@playwright/test';
import { signInToAssignments } from '../support/helpers';

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });
/** No horizontal scrolling: the page is no wider than the window. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth + 1);

test('an archived delivery is read-only: no selection, downloads, comment box, update or sync', async ({
  page,
}) => {
  await signInToAssignments(page);
  await page
    .getByRole('navigation', { name: 'Assignments navigation' })
    .getByRole('link', { name: 'Archive' })
    .click();
  await expect(page).toHaveURL(/\/ops-archive(\/\d+)?$/);
  const archive = page.getByRole('complementary', { name: 'Archive list' });
  await expect(archive.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible();
  await expect(archive.getByRole('button', { name: 'See more' })).toHaveCount(0);

  const card = archive.getByTestId('assignment-card').nth(1);
  const id = await card.getAttribute('data-id');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/ops-archive/${id}$`));
  const detail = page.getByRole('region', { name: 'Delivery' });
  const top = detail.getByTestId('detail-top-bar');
  await expect(top.getByTestId('delivery-id')).toHaveText(/^\S+-\d+$/);
  await expect(top.getByTestId('field-committed-delivery')).toContainText('Last Delivery');
  await expect(top.getByTestId('field-committed-delivery')).not.toContainText('Committed Delivery');
  await expect(top.getByRole('link', { name: 'Update Delivery' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Sync with spreadsheet' })).toHaveCount(0);

  // DELIVERY: the files are listed without checkboxes or downloads; the comments without a comment box.
  await expect(tab(page, 'DELIVERY')).toHaveAttribute('aria-selected', 'true');
  await expect(detail.getByTestId('file-row').first()).toBeVisible();
  await expect(detail.getByRole('checkbox')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await expect(detail.getByText('Download All')).toHaveCount(0);
  await expect(detail.getByText('Select all files')).toHaveCount(0);
  const feedback = detail.getByRole('region', { name: 'Feedback' });
  await expect(feedback.getByTestId('comment').first()).toBeVisible();
  await expect(feedback.getByTestId('comment').filter({ hasText: /^Version \d+ delivered\./ })).toHaveCount(
    1,
  );
  await expect(feedback.getByLabel('Add a comment')).toHaveCount(0);
  await expect(feedback.getByRole('button', { name: 'Send' })).toHaveCount(0);

  // Neither the source files nor the history offer downloads.
  await top.getByTestId('source-files-button').click();
  const sources = page.getByRole('dialog', { name: 'Source files' });
  await expect(sources.getByTestId('source-file-row').first()).toBeVisible();
  await expect(sources.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await sources.getByRole('button', { name: 'Close' }).click();
  await tab(page, 'HISTORY').click();
  await expect(detail.getByTestId('version-card').first()).toBeVisible();
  await expect(detail.getByTestId('file-row').first()).toBeVisible();
  await expect(detail.getByRole('button', { name: /^Download/ })).toHaveCount(0);

  // The sharing tab reads the archive's logs.
  await tab(page, 'Share Assignments from here').click();
  await expect(
    detail.getByRole('region', { name: 'Access Logs' }).getByTestId('access-log-row'),
  ).not.toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the list shows first; a card opens full width and Back returns to the list', async ({ page }) => {
    await signInToAssignments(page);
    const list = page.getByRole('complementary', { name: 'Assignments list' });
    const cards = list.getByTestId('assignment-card');
    await expect(cards.first()).toBeVisible();
    await expect(page).toHaveURL(/\/deliver$/);
    await expect(page.getByTestId('detail-top-bar')).toHaveCount(0);
    // Under 600 px the side rail gives way to the bottom navigation (phone-layout.spec.ts).
    await expect(page.getByRole('navigation', { name: 'Assignments navigation' })).toBeHidden();
    expect(await fitsWidth(page)).toBe(true);

    const id = await cards.first().getAttribute('data-id');
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/deliver/${id}$`));
    const top = page.getByTestId('detail-top-bar');
    await expect(top).toBeVisible();
    await expect(list).toBeHidden();
    // The delivery takes the whole width.
    const detailBox = (await page.getByRole('region', { name: 'Delivery' }).boundingBox())!;
    expect(detailBox.x).toBeLessThanOrEqual(1);
    expect(detailBox.x + detailBox.width).toBeGreaterThanOrEqual(375 - 1);
    expect(await fitsWidth(page)).toBe(true);
    await tab(page, 'HISTORY').click();
    expect(await fitsWidth(page)).toBe(true);

    await top.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/deliver$/);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('detail-top-bar')).toHaveCount(0);
    expect(await fitsWidth(page)).toBe(true);
  });
});

test.describe('at tablet width', () => {
  test.use({ viewport: { width: 700, height: 900 }, isMobile: true, hasTouch: true });

  test('beside the narrow side rail a card opens; its toggle lays the list over the delivery', async ({
    page,
  }) => {
    await signInToAssignments(page);
    const nav = page.getByRole('navigation', { name: 'Assignments navigation' });
    const list = page.getByRole('complementary', { name: 'Assignments list' });
    const cards = list.getByTestId('assignment-card');
    await expect(cards.first()).toBeVisible();
    const toggle = nav.getByRole('button', { name: 'Toggle assignments list' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await cards.first().click();
    await expect(page.getByTestId('detail-top-bar')).toBeVisible();
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Beside the narrow side navigation the delivery takes the rest of the screen.
    const railBox = (await nav.boundingBox())!;
    const detailBox = (await page.getByRole('region', { name: 'Delivery' }).boundingBox())!;
    expect(detailBox.x).toBeLessThanOrEqual(railBox.x + railBox.width + 1);
    expect(detailBox.x + detailBox.width).toBeGreaterThanOrEqual(700 - 1);
    expect(await fitsWidth(page)).toBe(true);

    await toggle.click();
    await expect(list).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(list).toBeHidden();
  });
});
