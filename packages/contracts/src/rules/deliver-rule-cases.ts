import type { DeliverGroupInput } from '../deliveries/deliver.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { committedWindow } from './deliver-rules.js';

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
  /** 'link' cases are the ones the wizard also checks before it sends. */
  about: 'link' | 'groups' | 'committed';
  groups: (a: string, b: string, now: Date) => DeliverGroupInput[];
  refusal: ((a: string, now: Date) => string) | null;
}[] = [
  {
    name: 'a link to a host with a dot is accepted',
    about: 'link',
    groups: (a) => [group(a, { external_link: 'https://files.example.com/handover' })],
    refusal: null,
  },
  {
    name: 'a link to localhost is accepted',
    about: 'link',
    groups: (a) => [group(a, { external_link: 'http://localhost:8080/share' })],
    refusal: null,
  },
  {
    name: 'a link to an IPv6 address is accepted',
    about: 'link',
    groups: (a) => [group(a, { external_link: 'https://[2001:db8::1]/share' })],
    refusal: null,
  },
  {
    name: 'a link that is not http or https is refused',
    about: 'link',
    groups: (a) => [group(a, { external_link: 'ftp://files.example.com/x' })],
    refusal: () => DELIVERY_MESSAGES.invalidLink(1),
  },
  {
    name: 'a link to a host without a dot is refused',
    about: 'link',
    groups: (a) => [group(a, { external_link: 'https://wetransfer/abc' })],
    refusal: () => DELIVERY_MESSAGES.invalidLink(1),
  },
  {
    name: 'no target file in any group is refused',
    about: 'groups',
    groups: (a) => [group(a, { target_files: [] })],
    refusal: () => DELIVERY_MESSAGES.noTargetFiles,
  },
  {
    name: 'a new group without source files is refused',
    about: 'groups',
    groups: (a) => [group(a, { source_files: [] })],
    refusal: () => DELIVERY_MESSAGES.reenterSource(1),
  },
  {
    name: 'an external code in a group without targets is refused',
    about: 'groups',
    groups: (a, b) => [group(a), group(b, { target_files: [], external_text: 'K1' })],
    refusal: () => DELIVERY_MESSAGES.reenterTarget(2),
  },
  {
    name: 'an e-mail attachment in a group without targets is refused',
    about: 'groups',
    groups: (a, b) => [group(a), group(b, { target_files: [], email_attachment: true })],
    refusal: () => DELIVERY_MESSAGES.attachmentNeedsTarget(2),
  },
  {
    name: 'one assignment in two groups is refused',
    about: 'groups',
    groups: (a) => [group(a), group(a)],
    refusal: (a) => DELIVERY_MESSAGES.assignmentTwice(a),
  },
  {
    name: 'a committed delivery within the window is accepted',
    about: 'committed',
    groups: (a, _b, now) => [
      group(a, { committed_delivery: new Date(now.getTime() + 86_400_000).toISOString() }),
    ],
    refusal: null,
  },
  {
    name: 'a committed delivery past the window is refused with the window',
    about: 'committed',
    groups: (a, _b, now) => [
      group(a, { committed_delivery: new Date(now.getTime() + 400 * 86_400_000).toISOString() }),
    ],
    refusal: (_a, now) => {
      const { dates } = committedWindow(now);
      return DELIVERY_MESSAGES.committedWindow(dates.from, dates.to);
    },
  },
];
