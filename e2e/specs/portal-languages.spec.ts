import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { latestMail, signInToAssignments, uniqueSuffix } from '../support/helpers';
import { NWL_DOMAIN, nwlDelivery, shareFromDetail } from '../support/sharing';

// The portal and its e-mails in the recipient's language (issue 25, decision 0042): a recipient whose browser
// asks for German gets the portal and the code in German, switches to Japanese, and the server writes to them
// in Japanese from then on.

const LOCALES = path.resolve(import.meta.dirname, '../../packages/contracts/src/i18n/locales');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, `${locale}.json`), 'utf8')) as Record<string, string>;
const de = catalogue('de');
const ja = catalogue('ja');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the portal opens in German for a German browser and switches to Japanese', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const auth = await signInToAssignments(page);
  const { details } = await nwlDelivery(page, auth);
  const reader = `sprachen.${uniqueSuffix()}@${NWL_DOMAIN}`;
  await page.goto(`/deliver/${details.id}`);
  await shareFromDetail(page, reader);

  // The recipient's browser asks for German (navigator.languages and Accept-Language).
  const invitation = await latestMail(reader, /shared with you/);
  const link = /https?:\/\/[^/\s]+(\/shared#t=[\w-]+)/.exec(invitation.text ?? '')![1]!;
  const context = await browser.newContext({ locale: 'de-DE' });
  const portal = await context.newPage();
  await portal.goto(link);
  await expect(portal.getByRole('heading', { name: de['portal.openTitle'] })).toBeVisible();
  await expect(portal.locator('html')).toHaveAttribute('lang', 'de');
  await portal.getByRole('button', { name: de['portal.sendCode'] }).click();
  await expect(portal.getByText(de['answer.codeSent']!).first()).toBeVisible();
  const codeMail = await latestMail(reader, new RegExp(`^${escape(de['mail.code.subject']!)}$`));
  const code = /(\d{6})/.exec(codeMail.text ?? '')![1]!;
  await portal.getByLabel(de['portal.codeLabel']!).fill(code);
  await portal.getByRole('button', { name: de['portal.open'], exact: true }).click();
  await expect(portal.getByRole('button', { name: de['portal.signOut'] })).toBeVisible();
  await expect(portal.getByText(de['portal.sharedBy']!, { exact: true })).toBeVisible();

  // Switched to Japanese: the page, its language, its font, and the server's confirmation.
  await portal.getByLabel(de['portal.language']!).selectOption({ label: '日本語' });
  await expect(portal.getByRole('button', { name: ja['portal.signOut'] })).toBeVisible();
  await expect(portal.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(portal.getByText(ja['answer.languageSaved']!).first()).toBeVisible();
  await expect(portal.getByText(ja['portal.sharedBy']!, { exact: true })).toBeVisible();
  // The face is declared only once Japanese is chosen, and the browser fetched its glyphs for the page.
  await expect
    .poll(() =>
      portal.evaluate(() =>
        Array.from(document.fonts as unknown as Iterable<FontFace>).some(
          (f) => f.family.includes('Noto Sans JP') && f.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  const family = await portal
    .getByRole('button', { name: ja['portal.signOut'] })
    .evaluate((button) => getComputedStyle(button).fontFamily);
  expect(family).toContain('Noto Sans JP');
  await expectAccessible(portal, 'the portal in Japanese');

  // Remembered: a reload stays Japanese, and the next share's mail is written in Japanese.
  await portal.reload();
  await expect(portal.getByRole('button', { name: ja['portal.signOut'] })).toBeVisible();
  const second = (await nwlDelivery(page, auth, () => true, details.id)).details.id;
  await page.goto(`/deliver/${second}`);
  await shareFromDetail(page, reader);
  const subject = new RegExp(`^${escape(ja['mail.share.subject']!).replace('\\{batchId\\}', '.+')}$`);
  const japanese = await latestMail(reader, subject);
  expect(japanese.text).toContain(ja['mail.share.howTo']);
  await context.close();
});
