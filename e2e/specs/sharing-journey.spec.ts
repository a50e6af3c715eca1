import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PASSWORD } from '../support/env';
import { apiGet, latestMail, signInToAssignments, uniqueSuffix } from '../support/helpers';
import {
  NWL_DOMAIN,
  detailTab as tab,
  nwlDelivery,
  openPortalAs,
  type DeliveredFile,
} from '../support/sharing';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const formatsOf = (file: DeliveredFile) =>
  Object.entries(file.links)
    .filter(([key, link]) => !['external_link', 'external_text'].includes(key) && link.trim() !== '')
    .map(([format]) => format);

test('staff share in and outside the client; the recipient opens, downloads, rates and asks for a colleague; staff answer and revoke', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const auth = await signInToAssignments(page);
  const { details, version, file } = await nwlDelivery(page, auth, (f) => formatsOf(f).length > 0);
  const suffix = uniqueSuffix();
  const reader = `reader.${suffix}@${NWL_DOMAIN}`;
  const partner = `partner.${suffix}@elsewhere.example`;
  const colleague = `colleague.${suffix}@${NWL_DOMAIN}`;

  // Staff share with one address inside the client's domains and one outside: the warning, then the password.
  await page.goto(`/deliver/${details.id}`);
  await tab(page, 'Share Assignments from here').click();
  const users = page.getByRole('region', { name: 'Users' });
  await users.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Assignment' });
  const emailField = dialog.getByRole('combobox').or(dialog.getByLabel('Email Address')).first();
  await emailField.fill(reader);
  await emailField.press('Enter');
  await emailField.fill(partner);
  await emailField.press('Enter');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Share warning' });
  await expect(warning.getByRole('list', { name: 'Within organisation' })).toContainText(reader);
  await expect(warning.getByRole('list', { name: 'Outside organisation' })).toContainText(partner);
  await warning.getByLabel('Password').fill(PASSWORD);
  await warning.getByRole('button', { name: 'Accept and share' }).click();
  await expect(users.getByTestId('shared-user-row').filter({ hasText: reader })).toBeVisible();
  await expect(users.getByTestId('shared-user-row').filter({ hasText: partner })).toBeVisible();

  // The recipient, in a browser of their own, opens the mailed link and the mailed code.
  const { context, page: recipient } = await openPortalAs(browser, reader, { acceptDownloads: true });
  const versionRegion = recipient.getByRole('region', { name: new RegExp(`^Version ${version}`) });
  await expect(versionRegion).toBeVisible();

  // A download whose bytes are the stored ones (the same file as staff download it).
  const format = formatsOf(file)[0]!;
  const downloaded = recipient.waitForEvent('download');
  await versionRegion
    .getByRole('button', {
      name: new RegExp(`^Download ${file.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} as ${format} `),
    })
    .click();
  const bytes = readFileSync((await (await downloaded).path())!);
  const grant = await apiGet<{ download_url: string }>(
    page,
    auth,
    `${file.links[format]}?platform=Linux&device=Desktop`,
  );
  const reference = Buffer.from(await (await page.request.get(grant.download_url)).body());
  expect(sha256(bytes)).toBe(sha256(reference));

  // Four stars with a comment, and a request for a colleague.
  const feedback = recipient.getByRole('form', { name: `Feedback on version ${version}` });
  await feedback.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await feedback.getByLabel('Comment (optional)').fill('Clear and on time.');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(recipient.getByText('Thank you for your feedback.').first()).toBeVisible();
  const access = recipient.getByRole('form', { name: 'Request access for a colleague' });
  await access.getByLabel('Colleague’s e-mail').fill(colleague);
  await access.getByRole('button', { name: 'Send request' }).click();
  await expect(recipient.getByText(/Your request has been sent/)).toBeVisible();

  // Staff see the figures, the log entries, the feedback comment and the request.
  await page.reload();
  await tab(page, 'Share Assignments from here').click();
  const readerRow = users.getByTestId('shared-user-row').filter({ hasText: reader });
  await expect(readerRow.getByRole('cell').nth(2)).toHaveText('2'); // the code, then the download
  await expect(readerRow.getByRole('cell').nth(3)).toHaveText(String(version));
  const logs = page.getByRole('region', { name: 'Access Logs' }).getByTestId('access-log-row');
  for (const text of [
    `${reader} opened the delivery`,
    `${reader} downloaded`,
    `${reader} rated version ${version} 4 of 5`,
    `${reader} asked for access for ${colleague}`,
  ]) {
    await expect(logs.filter({ hasText: text }).first()).toBeVisible();
  }
  const request = users.getByTestId('share-request-row').filter({ hasText: colleague });
  await expect(request).toBeVisible();
  await tab(page, 'DELIVERY').click();
  await expect(page.getByText(/Clear and on time\./).first()).toBeVisible();

  // Staff accept the request (the colleague is mailed a link), then revoke the first recipient.
  await tab(page, 'Share Assignments from here').click();
  await request.getByRole('button', { name: `Accept ${colleague}` }).click();
  const accept = page.getByRole('dialog', { name: 'Share Assignment' });
  await expect(accept).toContainText(colleague);
  await accept.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(users.getByTestId('shared-user-row').filter({ hasText: colleague })).toBeVisible();
  await expect(users.getByTestId('share-request-row')).toHaveCount(0);
  expect((await latestMail(colleague, /shared with you/)).text).toContain('/shared#t=');

  await users.getByRole('button', { name: `Revoke ${reader}` }).click();
  await page.getByRole('dialog', { name: 'Revoke access' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(users.getByTestId('shared-user-row').filter({ hasText: reader })).toHaveCount(0);
  // The recipient's open page loses access at once: it checks again when the window regains focus.
  await recipient.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(recipient.getByText('This delivery is not shared with you.')).toBeVisible();
  await context.close();
});
