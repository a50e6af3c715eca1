import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import type { TestApp } from './build-app.js';

/** The mails the app wrote to its outbox folder once the mails waiting are sent, parsed, oldest first. */
export async function readOutbox(t: TestApp) {
  await t.app.services.auth.drain();
  await t.app.services.mail.flush();
  const dir = path.join(t.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(names.map(async (n) => PostalMime.parse(await readFile(path.join(dir, n)))));
}

/** The one-time code in the newest mail to `email` whose subject matches `subject`. */
export async function codeMailedTo(t: TestApp, email: string, subject: RegExp): Promise<string> {
  const mails = (await readOutbox(t)).filter(
    (m) => m.to?.[0]?.address === email && subject.test(m.subject ?? ''),
  );
  const match = /Your code is (\d{6})/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1]!;
}

/** The `q` of the reset link in a mail's text. */
export function resetTokenOf(text: string | undefined): string {
  const match = /\/oppsforgotpassword\/token\?q=([\w%-]+)/.exec(text ?? '');
  if (!match) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]!);
}
