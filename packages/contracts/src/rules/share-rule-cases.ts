import type { ShareClassification, ShareOrganisation } from './share-rule.js';

/**
 * The share rule's cases. The rule's own test runs them, and so do the server's share-email/ route and the
 * demo's handler, each with a client set up as the case says: a drift between them fails a test.
 */
export const SHARE_RULE_CASES: readonly {
  name: string;
  organisation: ShareOrganisation;
  emails: string[];
  expected: ShareClassification;
}[] = [
  {
    name: 'an address on the client domain is within',
    organisation: { domains: ['acme-rules.test'], userEmails: [] },
    emails: ['ana@acme-rules.test'],
    expected: { within_org: ['ana@acme-rules.test'], outside_org: [], invalid: [] },
  },
  {
    name: 'a subdomain of a client domain is within, a look-alike domain is not',
    organisation: { domains: ['acme-rules.test'], userEmails: [] },
    emails: ['bo@mail.acme-rules.test', 'cy@notacme-rules.test'],
    expected: {
      within_org: ['bo@mail.acme-rules.test'],
      outside_org: ['cy@notacme-rules.test'],
      invalid: [],
    },
  },
  {
    name: 'a client user on another domain is within',
    organisation: { domains: ['acme-rules.test'], userEmails: ['Dee.Home@elsewhere-rules.test'] },
    emails: ['dee.home@elsewhere-rules.test', 'eve@elsewhere-rules.test'],
    expected: {
      within_org: ['dee.home@elsewhere-rules.test'],
      outside_org: ['eve@elsewhere-rules.test'],
      invalid: [],
    },
  },
  {
    name: 'addresses are trimmed, lower-cased and counted once; what is not an address is invalid',
    organisation: { domains: ['@Acme-Rules.test.'], userEmails: [] },
    emails: ['  Fay@ACME-rules.test ', 'fay@acme-rules.test', 'not an address'],
    expected: { within_org: ['fay@acme-rules.test'], outside_org: [], invalid: ['not an address'] },
  },
];
