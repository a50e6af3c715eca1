import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { latestMail, signInToAssignments, uniqueSuffix } from '../support/helpers';
import { NWL_DOMAIN, detailTab, nwlDelivery, openPortalAs, shareFromDetail } from '../support/sharing';

// Typed client feedback (issue 25, decision 0040): a recipient approves a version and raises a complaint in
// the portal; staff see it in the list and the DELIVERY tab, answer it and resolve it; the recipient is
// e-mailed, sees the resolution and reopens it.

test('a complaint goes from the portal to resolution and is reopened', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const auth = await signInToAssignments(page);
  const { details, version, file } = await nwlDelivery(page, auth);
  const reader = `complainer.${uniqueSuffix()}@${NWL_DOMAIN}`;

  // Staff share the delivery with someone at the client, who opens the portal in a browser of their own.
  await page.goto(`/deliver/${details.id}`);
  await shareFromDetail(page, reader);
  const { context, page: recipient } = await openPortalAs(browser, reader);
  const versionRegion = recipient.getByRole('region', { name: new RegExp(`^Version ${version}`) });
  await expect(versionRegion).toBeVisible();

  // Approve, then a complaint about one file.
  await versionRegion.getByRole('button', { name: 'Approve this version' }).click();
  await expect(versionRegion.getByText(/You approved this version on /)).toBeVisible();
  await versionRegion.getByRole('button', { name: 'Raise a complaint' }).click();
  const form = versionRegion.getByRole('form', { name: `Complaint about version ${version}` });
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(form.getByText('Please choose what the complaint is about.')).toBeVisible();
  await form.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'Terminology' });
  await form.getByRole('textbox', { name: 'What is wrong?' }).fill('The product names were translated.');
  await form.getByRole('checkbox', { name: file.name }).check();
  await expectAccessible(recipient, 'the portal with the complaint form');
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(
    recipient.getByText('Your complaint has been sent. We will answer you by e-mail.').first(),
  ).toBeVisible();
  const theirs = versionRegion.getByRole('list', { name: 'Your complaints' });
  await expect(theirs.getByRole('listitem').first()).toContainText('Open');

  // Staff see the badge on the card and the complaint in the DELIVERY tab; they answer, then resolve.
  await page.reload();
  await expect(page.getByText('1 open complaint').first()).toBeVisible();
  const card = page.getByRole('region', { name: 'Complaints' });
  await expect(card).toContainText('The product names were translated.');
  await expect(card).toContainText(reader);
  await expectAccessible(page, 'the DELIVERY tab with a complaint');
  await card.getByRole('textbox', { name: 'Answer to the client' }).fill('We are checking the glossary.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Your answer has been sent to the client.').first()).toBeVisible();
  await expect(card).toContainText('Answered');
  await card.getByRole('textbox', { name: 'Resolution' }).fill('Names restored in version 2.');
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('The complaint is resolved. The client has been told.').first()).toBeVisible();
  await expect(card).toContainText('Resolved');
  await expect(page.getByText('1 open complaint')).toHaveCount(0);

  // The recipient is e-mailed both, sees the resolution, and reopens it within the 14 days.
  expect((await latestMail(reader, /^Answer to your complaint/)).text).toContain(
    'We are checking the glossary.',
  );
  expect((await latestMail(reader, /is resolved$/)).text).toContain('Names restored in version 2.');
  await recipient.reload();
  const item = versionRegion.getByRole('list', { name: 'Your complaints' }).getByRole('listitem').first();
  await expect(item).toContainText('Resolved');
  await expect(item).toContainText('Names restored in version 2.');
  await expect(item.getByText(/You can reopen it until /)).toBeVisible();
  await item
    .getByRole('textbox', { name: 'Why is it not resolved? (optional)' })
    .fill('Slide 4 still has them.');
  await item.getByRole('button', { name: 'Reopen' }).click();
  await expect(
    recipient.getByText('Your complaint is open again. We will answer you by e-mail.').first(),
  ).toBeVisible();
  await expect(item).toContainText('Open');

  // Staff see it open again, with the reason, and the access log lists each step.
  await page.reload();
  await expect(page.getByText('1 open complaint').first()).toBeVisible();
  await expect(card).toContainText('Slide 4 still has them.');
  await detailTab(page, 'Share Assignments from here').click();
  const logs = page.getByRole('region', { name: 'Access Logs' }).getByTestId('access-log-row');
  for (const line of [
    `${reader} approved version ${version}`,
    `${reader} raised a complaint about version ${version} (Terminology)`,
    `answered ${reader}'s complaint about version ${version}`,
    `resolved ${reader}'s complaint about version ${version}`,
    `${reader} reopened their complaint about version ${version}`,
  ])
    await expect(logs.filter({ hasText: line }).first()).toBeVisible();
  await context.close();
});
