import { emailSchema } from '../clients/fields.js';

/** The answer's `emails`: each address given, once, in one of three lists. */
export interface ShareClassification {
  within_org: string[];
  outside_org: string[];
  /** Entries that are not e-mail addresses. */
  invalid: string[];
}

/** What makes an address part of a client's organisation: its domains, and its client users' addresses. */
export interface ShareOrganisation {
  domains: readonly string[];
  userEmails: readonly string[];
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
const normalDomain = (d: string) => d.trim().toLowerCase().replace(/^@+/u, '').replace(/\.+$/u, '');

/** Whether a domain is one of the client's, or a subdomain of one (mail.acme.com for acme.com). */
export const onClientDomain = (domain: string, clientDomains: readonly string[]) =>
  clientDomains.map(normalDomain).some((d) => d !== '' && (domain === d || domain.endsWith(`.${d}`)));

/** The addresses trimmed, lower-cased and once each, split into e-mail addresses and the rest. */
export function splitShareEmails(emails: readonly string[]): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const raw of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    const parsed = emailSchema.safeParse(raw);
    if (parsed.success && raw !== '') valid.push(parsed.data);
    else invalid.push(raw);
  }
  return { valid, invalid };
}

/**
 * The one rule of who is within a client's organisation: an address on one of the client's domains (or a
 * subdomain), or one of its client users. Every other e-mail address is outside; what is not one is invalid.
 * The caller passes the organisation in (the server reads it from the database, the demo from its state).
 */
export function classifyShareEmails(
  emails: readonly string[],
  organisation: ShareOrganisation,
): ShareClassification {
  const { valid, invalid } = splitShareEmails(emails);
  const users = new Set(organisation.userEmails.map((e) => e.trim().toLowerCase()));
  const result: ShareClassification = { within_org: [], outside_org: [], invalid };
  for (const email of valid) {
    const within = users.has(email) || onClientDomain(domainOf(email), organisation.domains);
    (within ? result.within_org : result.outside_org).push(email);
  }
  return result;
}
