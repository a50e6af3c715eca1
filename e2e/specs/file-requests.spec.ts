import { expect, test, type Page } from '@playwright/test';
import { choose, latestMail, signInToAssignments, uniqueSuffix } from '../support/helpers';

const CLIENT = 'Northwind Legal LLP';
/** The contact is on a phone: the page must not scroll sideways at 390 px. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth + 1);

test('staff ask a client contact for files; the contact sends two through the link; staff see the assignment and the notification; a closed request says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToAssignments(page);
  const suffix = uniqueSuffix();
  const contact = `contact.${suffix}@northwind-legal.com`;
  const title = `Source files ${suffix}`;

  // Staff create the request from the File requests page (in the top navigation).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'File requests' }).click();
  await expect(page.getByRole('heading', { name: 'File requests', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New file request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New file request' });
  await choose(dialog, 'Client', 'Northwind', CLIENT);
  await dialog.getByLabel('Contact e-mail').fill(contact);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message to the contact (optional)').fill('The two source files, please.');
  await dialog.getByRole('button', { name: 'Create and e-mail the link' }).click();
  const shown = await dialog.getByTestId('file-request-link').inputValue();
  expect(shown).toMatch(/\/request#t=[\w-]+$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('file-request-row').filter({ hasText: title });
  await expect(row.getByTestId('file-request-status')).toHaveText('Open');

  // The contact opens the e-mailed link in a browser of their own and enters the e-mailed code.
  const invitation = await latestMail(contact, /Files requested/);
  const link = /https?:\/\/[^/\s]+(\/request#t=[\w-]+)/.exec(invitation.text ?? '')![1]!;
  expect(shown.endsWith(link)).toBe(true);
  const context = await browser.newContext(PHONE);
  const guest = await context.newPage();
  await guest.goto(link);
  await guest.getByRole('button', { name: 'E-mail me a code' }).click();
  const code = /Your code is (\d{6})/.exec((await latestMail(contact, /Your code/)).text ?? '')![1]!;
  await guest.getByLabel('Code from the e-mail').fill(code);
  await guest.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(await noSidewaysScroll(guest)).toBe(true);

  // Two files, each uploaded with the chunked engine, then sent.
  await guest.getByTestId('request-file-input').setInputFiles([
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 brief\n') },
    { name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('notes for the job\n') },
  ]);
  await expect(guest.getByTestId('request-file')).toHaveCount(2);
  const send = guest.getByRole('button', { name: 'Send files' });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  expect(await noSidewaysScroll(guest)).toBe(true);
  await send.click();
  const sent = guest.getByTestId('request-sent');
  await expect(sent).toContainText('brief.pdf');
  await expect(sent).toContainText('notes.docx');

  // Staff see the new assignment on the request, and the notification in the bell.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /unread/, { timeout: 30_000 });
  await bell.click();
  const note = page
    .getByRole('region', { name: 'Notifications' })
    .getByTestId('notification')
    .filter({ hasText: `${contact} sent 2 files for “${title}”.` });
  await expect(note).toBeVisible();
  await note.getByRole('link', { name: 'Open request' }).click();
  await expect(page).toHaveURL(/\/file-requests\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('file-request-file')).toHaveCount(2);
  await expect(page.getByTestId('file-request-assignment')).toHaveCount(1);
  await expect(page.getByTestId('file-request-assignment')).toContainText(title);

  // Staff close the request: the contact's page then says it is closed, with no upload controls.
  await page.getByRole('button', { name: 'Close request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this request?' });
  await confirm.getByRole('button', { name: 'Close request' }).click();
  await expect(page.getByTestId('file-request-status')).toHaveText('Closed');
  await guest.reload();
  await expect(guest.getByTestId('request-closed')).toContainText('This request is closed.');
  await expect(guest.getByTestId('request-file-input')).toHaveCount(0);
  await context.close();
});
