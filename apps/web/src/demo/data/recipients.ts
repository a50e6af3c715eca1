import type { FileDetails } from '@ops/contracts';

/**
 * The demo's sample recipient: a person at a client company with whom sample deliveries are shared. The
 * demo cannot e-mail, so the personal link and the one-time code are shown in the demo's panel instead.
 */
export const DEMO_RECIPIENT = {
  email: 'kavya.iyer@acme.example.com',
  /** The token a personal link carries after `#t=` (a real one is random; this one is fixed and public). */
  linkToken: 'demo-recipient-link-kavya-iyer-acme',
  code: '246810',
} as const;

/** The recipients' page with the sample recipient's personal link, relative to the demo's index.html. */
export const DEMO_RECIPIENT_LINK = `#/shared#t=${DEMO_RECIPIENT.linkToken}`;

const SESSION_PREFIX = 'demo-recipient-session.';

export const recipientSessionToken = (email: string) => `${SESSION_PREFIX}${email}`;

export const recipientOfSession = (token: string) =>
  token.startsWith(SESSION_PREFIX) ? token.slice(SESSION_PREFIX.length) : null;

/**
 * What a recipient said about one version (rating 1 to 5 and a comment), keyed
 * `<email>:<delivery>:<version>`, and when it was last saved: Insights count a rating in that month, and
 * one set without a time (as a test may set one) in none.
 */
export type RecipientRatings = Map<string, { rating: number; comment: string; saved_at?: Date }>;

export const ratingKey = (email: string, delivery: FileDetails, version: number) =>
  `${email}:${delivery.id}:${version}`;
