import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { apiGet, choose, pickerField, signIn, signInToAssignments } from '../support/helpers';

// Insights (issue 25, decision 0041): on-time delivery, volume and client response, beside a year earlier.

const FIGURES = '/api-ops/ops/v1/insights/';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

interface Month {
  month: string;
  deliveries: number;
}
interface Insights {
  data: {
    months: Month[];
    previous_months: Month[];
    clients: { client_id: number; client_name: string; client_code: string; deliveries: number }[];
  };
}

const count = new Intl.NumberFormat('en-GB');
const deliveriesFigure = (page: Page) => page.getByTestId('insight-figure-deliveries');
const chartIn = (figure: Locator) => figure.locator('.recharts-wrapper > svg.recharts-surface');

/** The page's width is the window's; on failure, names what reaches past the right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    if (root.scrollWidth <= window.innerWidth + 1) return null;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return `${root.scrollWidth}px wide: ${wide.join(', ')}`;
  });
  expect(overflow, '/insights scrolls sideways').toBeNull();
}

test('an operations admin filters the insights, reloads them, reads a table and exports the CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const authorization = await signInToAssignments(page, ACCOUNTS.ops.email);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  for (const name of ['On-time delivery', 'Volume', 'Client response']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(chartIn(deliveriesFigure(page))).toBeVisible();

  // The last 6 months, then the client with the most deliveries in them: each in the address.
  const sixMonths = page.waitForResponse((r) => r.url().endsWith(`${FIGURES}?period=6`));
  await page.getByLabel('Period', { exact: true }).selectOption('6');
  await expect(page).toHaveURL(/\/insights\?period=6$/);
  expect((await sixMonths).ok()).toBe(true);
  const six = await apiGet<Insights>(page, authorization, `${FIGURES}?period=6`);
  const client = six.data.clients[0];
  expect(client, 'a client with deliveries in the last 6 months of the seeded data').toBeDefined();
  await choose(page, 'Client', client!.client_name);
  const query = `?period=6&client_id=${client!.client_id}`;
  await expect(page).toHaveURL(new RegExp(`/insights\\${query}$`));

  // A reload keeps the view.
  await page.reload();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('6');
  await expect(pickerField(page, 'Client')).toContainText(client!.client_name);
  const figure = deliveriesFigure(page);
  await expect(chartIn(figure)).toBeVisible();

  // The table view says what the API says for the same query.
  const answer = await apiGet<Insights>(page, authorization, `${FIGURES}${query}`);
  expect(answer.data.months).toHaveLength(6);
  await figure.getByRole('button', { name: 'Show as table' }).click();
  const table = figure.getByRole('table', { name: 'Deliveries per month' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(answer.data.months.length + 1);
  for (const [index, month] of answer.data.months.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(count.format(month.deliveries));
    await expect(cells.nth(1)).toHaveText(count.format(answer.data.previous_months[index]!.deliveries));
  }
  expect(answer.data.months.some((month) => month.deliveries > 0)).toBe(true);
  await expectAccessible(page, 'insights, a figure as a table');

  // The CSV holds the same numbers, named by the period.
  const months = answer.data.months.map((month) => month.month);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`insights-${months[0]}-${months.at(-1)}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines[0]).toBe('Section,Figure,"Month, client or category",Measure,Value,A year earlier');
  const last = answer.data.months.at(-1)!;
  const earlier = answer.data.previous_months.at(-1)!;
  expect(lines).toContain(
    `Volume,Deliveries per month,${last.month},Deliveries,${last.deliveries},${earlier.deliveries}`,
  );
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the charts shrink and the tables become cards: nothing scrolls sideways', async ({ page }) => {
    await signIn(page, ACCOUNTS.phone.email, PASSWORD);
    await expect(page).toHaveURL(/\/deliver/);
    await page.goto('/insights?period=3');
    const figure = deliveriesFigure(page);
    await expect(chartIn(figure)).toBeVisible();
    const width = page.viewportSize()!.width;
    expect((await chartIn(figure).boundingBox())!.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page);
    await figure.getByRole('button', { name: 'Show as table' }).click();
    await expect(figure.getByRole('table', { name: 'Deliveries per month' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'insights on a phone, a figure as cards');
  });
});

test('Insights are not offered to other account types', async ({ page }) => {
  await signIn(page, ACCOUNTS.sales.email, PASSWORD);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveCount(0);
  await page.goto('/insights');
  await expect(page.getByTestId('no-insights-access')).toContainText(
    'Insights are for operations admins, operations users and team leads.',
  );
});
