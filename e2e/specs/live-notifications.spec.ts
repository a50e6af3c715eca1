import { expect, test } from '@playwright/test';
import { signInToAssignments, uniqueSuffix } from '../support/helpers';
import { NWL_DOMAIN, nwlDelivery, openPortalAs, shareFromDetail } from '../support/sharing';

test('the sharer hears of a recipient’s first download live: the bell and the SHARING tab update without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const auth = await signInToAssignments(page);
  const { details: delivery } = await nwlDelivery(page, auth);
  const reader = `live.${uniqueSuffix()}@${NWL_DOMAIN}`;

  await page.goto(`/deliver/${delivery.id}`);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = (await bell.getAttribute('aria-label')) ?? '';
  const { row } = await shareFromDetail(page, reader);
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  // The recipient, in a browser of their own, opens the link and downloads the newest version.
  const { context, page: recipient } = await openPortalAs(browser, reader, { acceptDownloads: true });
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
