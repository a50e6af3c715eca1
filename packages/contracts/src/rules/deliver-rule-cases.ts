import type { DeliverGroupInput } from '../deliveries/deliver.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';

/** A group of the new-delivery flow naming the case's assignment `a`, with a source and a target file. */
const group = (a: string, overrides: Partial<DeliverGroupInput> = {}): DeliverGroupInput => ({
  assignment_ids: [a],
  source_files: ['brief.docx'],
  target_files: ['final.pdf'],
  ...overrides,
});

/**
 * The deliver call's group checks (rules/deliver-rules.ts), new-delivery flow. `a` is an assignment the
 * caller may deliver, `b` another one. The rule's own test runs every case; the server's upload-new-delivery/
 * route and the demo's handler run the refusals (an accepted case goes on to checks of stored uploads).
 */
export const DELIVER_RULE_CASES: readonly {
  name: string;
  groups: (a: string, b: string) => DeliverGroupInput[];
  refusal: ((a: string) => string) | null;
}[] = [
  {
    name: 'a link to a host with a dot is accepted',
    groups: (a) => [group(a, { external_link: 'https://files.example.com/handover' })],
    refusal: null,
  },
  {
    name: 'a link to localhost is accepted',
    groups: (a) => [group(a, { external_link: 'http://localhost:8080/share' })],
    refusal: null,
  },
  {
    name: 'a link to an IPv6 address is accepted',
    groups: (a) => [group(a, { external_link: 'https://[2001:db8::1]/share' })],
    refusal: null,
  },
  {
    name: 'a link that is not http or https is refused',
    groups: (a) => [group(a, { external_link: 'ftp://files.example.com/x' })],
    refusal: () => DELIVERY_MESSAGES.invalidLink(1),
  },
  {
    name: 'a link to a host without a dot is refused',
    groups: (a) => [group(a, { external_link: 'https://wetransfer/abc' })],
    refusal: () => DELIVERY_MESSAGES.invalidLink(1),
  },
  {
    name: 'no target file in any group is refused',
    groups: (a) => [group(a, { target_files: [] })],
    refusal: () => DELIVERY_MESSAGES.noTargetFiles,
  },
  {
    name: 'a new group without source files is refused',
    groups: (a) => [group(a, { source_files: [] })],
    refusal: () => DELIVERY_MESSAGES.reenterSource(1),
  },
  {
    name: 'an external code in a group without targets is refused',
    groups: (a, b) => [group(a), group(b, { target_files: [], external_text: 'K1' })],
    refusal: () => DELIVERY_MESSAGES.reenterTarget(2),
  },
  {
    name: 'an e-mail attachment in a group without targets is refused',
    groups: (a, b) => [group(a), group(b, { target_files: [], email_attachment: true })],
    refusal: () => DELIVERY_MESSAGES.attachmentNeedsTarget(2),
  },
  {
    name: 'one assignment in two groups is refused',
    groups: (a) => [group(a), group(a)],
    refusal: (a) => DELIVERY_MESSAGES.assignmentTwice(a),
  },
];
