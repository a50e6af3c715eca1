import { expect, test, type Page } from '@playwright/test';
import { apiGet, latestMail, signInToAssignments, uniqueSuffix } from '../support/helpers';

const LIST = '/api-ops/ops/v2/all-assignments/';
const NWL_DOMAIN = 'northwind-legal.com';
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });

/** A live Northwind Legal delivery of the demo data with at least one version. */
async function nwlDelivery(page: Page, auth: string) {
  const list = await apiGet<{ data: { months: { info: { id: number; client_code?: string }[] }[] } }>(
    page,
    auth,
    `${LIST}?sort=descending`,
  );
  for (const item of list.data.months.flatMap((m) => m.info).slice(0, 40)) {
    const details = (
      await apiGet<{ last_assignment: { id: number; client_code: string; target_versions: unknown[] } }>(
        page,
        auth,
        `${LIST}${item.id}/`,
      )
    ).last_assignment;
    if (details.client_code === 'NWL' && details.target_versions.length > 0) return details;
  }
  throw new Error('no live Northwind Legal delivery in the demo data');
}

test('the sharer hears of a recipient’s first download live: the bell and the SHARING tab update without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const auth = await signInToAssignments(page);
  const delivery = await nwlDelivery(page, auth);
  const reader = `live.${uniqueSuffix()}@${NWL_DOMAIN}`;

  await page.goto(`/deliver/${delivery.id}`);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = (await bell.getAttribute('aria-label')) ?? '';
  await tab(page, 'Share Assignments from here').click();
  const users = page.getByRole('region', { name: 'Users' });
  await users.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Assignment' });
  const emailField = dialog.getByRole('combobox').or(dialog.getByLabel('Email Address')).first();
  await emailField.fill(reader);
  await emailField.press('Enter');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const row = users.getByTestId('shared-user-row').filter({ hasText: reader });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  // The recipient, in a browser of their own, opens the link and downloads the newest version.
  const invitation = await latestMail(reader, /shared with you/);
  const link = /https?:\/\/[^/\s]+(\/shared#t=[\w-]+)/.exec(invitation.text ?? '')![1]!;
  const context = await browser.newContext({ acceptDownloads: true });
  const recipient = await context.newPage();
  await recipient.goto(link);
  await recipient.getByRole('button', { name: 'E-mail me a code' }).click();
  const code = /Your code is (\d{6})/.exec((await latestMail(reader, /Your code/)).text ?? '')![1]!;
  await recipient.getByLabel('Code from the e-mail').fill(code);
  await recipient.getByRole('button', { name: 'Open', exact: true }).click();
  const downloaded = recipient.waitForEvent('download');
  await recipient.getByRole('button', { name: 'Download all' }).first().click();
  await downloaded;
  await context.close();

  // Staff, without reloading: the bell counts one more, its panel names the download, the Users card and
  // the access log show it.
  await expect(bell).not.toHaveAttribute('aria-label', before, { timeout: 10_000 });
  await expect(bell).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('0', { timeout: 10_000 });
  await expect(
    page
      .getByRole('region', { name: 'Access Logs' })
      .getByTestId('access-log-row')
      .filter({ hasText: reader })
      .first(),
  ).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByTestId('notification').first()).toContainText(`${reader} downloaded version`);
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications');
});
