import { DELIVERY_MESSAGES, MAX_SHARE_EMAILS } from '@ops/contracts';

/** A simple address pattern: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type AddResult = { emails: string[]; error?: undefined } | { emails?: undefined; error: string };

/** Adds one typed address (lower-cased) to the chips, or says why not (section 5). */
export function addShareEmail(emails: string[], raw: string): AddResult {
  const email = raw.trim().toLowerCase();
  if (!email || !EMAIL_PATTERN.test(email)) return { error: DELIVERY_MESSAGES.enterEmail };
  if (emails.includes(email)) return { error: DELIVERY_MESSAGES.emailAlreadyAdded };
  if (emails.length >= MAX_SHARE_EMAILS) return { error: DELIVERY_MESSAGES.onlyTen };
  return { emails: [...emails, email] };
}

/** Adds several addresses (pasted with commas, semicolons or spaces), stopping at the first refusal. */
export function addShareEmails(emails: string[], text: string): { emails: string[]; error?: string } {
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  let list = emails;
  if (parts.length === 0) return { emails, error: DELIVERY_MESSAGES.enterEmail };
  for (const part of parts) {
    const result = addShareEmail(list, part);
    if (result.error !== undefined) return { emails: list, error: result.error };
    list = result.emails;
  }
  return { emails: list };
}
