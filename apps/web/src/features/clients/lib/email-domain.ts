import { CLIENT_MESSAGES, emailDomain } from '@ops/contracts';

/** The error text when the e-mail's domain is not one of the client's domains, else null. */
export function emailDomainProblem(email: string, domains: readonly string[]): string | null {
  const domain = emailDomain(email.trim());
  if (domains.map((d) => d.toLowerCase()).includes(domain)) return null;
  return CLIENT_MESSAGES.emailDomainNotAllowed(domains.join(', '));
}
