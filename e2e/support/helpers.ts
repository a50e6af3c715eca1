import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { OUTBOX_DIR } from './env';

export async function signIn(page: Page, email: string, password: string, options: { stay?: boolean } = {}) {
  await page.goto('/');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.stay) await page.getByLabel('Stay logged in').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The newest reset link mailed to `email`, as a path on the app, read from the outbox's .eml files. */
export async function latestResetLink(email: string): Promise<string> {
  await expect
    .poll(() => mailsTo(email).then((m) => m.length), { message: `a mail to ${email} in ${OUTBOX_DIR}` })
    .toBeGreaterThan(0);
  const mails = await mailsTo(email);
  const match = /https?:\/\/[^/\s]+(\/oppsforgotpassword\/token\?q=[\w%-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}

async function mailsTo(email: string) {
  let names: string[];
  try {
    names = readdirSync(OUTBOX_DIR)
      .filter((n) => n.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(names.map((n) => PostalMime.parse(readFileSync(path.join(OUTBOX_DIR, n)))));
  return mails.filter((m) => m.to?.some((t) => t.address === email));
}

/** A 16x16 red PNG for the profile image. */
export const PNG_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGO4Y6NBEmIY1TCqYfhqAADTxkAQc4IxEwAAAABJRU5ErkJggg==',
  'base64',
);
