import type { AccessLogEntry, Comment, FileDetails, SharedLogEntry } from '@ops/contracts';
import { DEMO_RECIPIENT, ratingKey } from './recipients';
import type { RecipientRatings } from './recipients';
import { madeBy } from './access-actors';

const HOUR = 3_600_000;

const at = (delivery: FileDetails, hoursAfter: number) =>
  new Date(new Date(delivery.actual_delivery ?? 0).getTime() + hoursAfter * HOUR).toISOString();

/** A share (or a request for one) no one has opened yet. */
export const newShareRow = (email: string, by: string, time: string | null = null): SharedLogEntry => ({
  shared_to_user_email: email,
  shared_by: by,
  accessed_number: 0,
  last_download_version: null,
  last_accessed_time: time,
});

/** One comment of each rendering: feedback, sent, received, notification and an unknown type. */
export function sampleComments(delivery: FileDetails, firstId: number): Comment[] {
  const file = delivery.target_versions[0]?.files[0]?.name ?? '';
  const { user_name: staff, requester_name: requester } = delivery;
  const feedback = {
    filename: [file],
    service: delivery.services[0]?.service ?? '',
    output: 'Final',
    comments: 'Clear and on time.',
  };
  const rows: [string, string, number, string, Partial<Comment['message']>?][] = [
    ['notification', staff, 0, `Version 1 of ${delivery.batch_id} was delivered.`],
    ['receive', requester, 2, 'Could you check the figures on page 4?', { filename: [file] }],
    ['send', staff, 3, 'Checked and corrected, thank you.'],
    ['feedback', requester, 5, '', feedback],
    ['legacy-note', 'System', 6, 'An entry of an older system.'],
  ];
  return rows.map(([type, user, hours, chat, extra]: (typeof rows)[number], index) => ({
    id: firstId + index,
    type,
    user,
    datetime: at(delivery, hours),
    message: { filename: [], chat, service: '', output: '', comments: '', ...extra },
    feedback: type === 'feedback' ? '4' : null,
  }));
}

const requesterEmail = (delivery: FileDetails) =>
  `${delivery.requester_name.toLowerCase().replace(/\s+/g, '.')}@${delivery.client_code.toLowerCase()}.example.com`;

export function sampleSharedLog(delivery: FileDetails): {
  shared: SharedLogEntry[];
  requests: SharedLogEntry[];
} {
  const domain = delivery.client_code.toLowerCase();
  return {
    shared: [
      {
        ...newShareRow(requesterEmail(delivery), delivery.user_name, at(delivery, 4)),
        accessed_number: 3,
        last_download_version: 1,
      },
      newShareRow(`finance@${domain}.example.com`, delivery.user_name),
    ],
    requests: [newShareRow(`legal@${domain}.example.com`, requesterEmail(delivery))],
  };
}

export function sampleAccessLog(delivery: FileDetails): AccessLogEntry[] {
  const email = requesterEmail(delivery);
  const file = delivery.target_versions[0]?.files[0]?.name ?? '';
  /** An entry of the sample visitor: a documentation address in London, on Chrome. */
  const entry = (hours: number, type: string, text: string, files: string[] = [], users: string[] = []) => ({
    date: at(delivery, hours),
    type,
    tooltip: { ip: '203.0.113.24', location: 'London, United Kingdom', files, shared_users: users },
    platform: 'Chrome · Desktop',
    access_log_string: text,
  });
  const theirs = (line: AccessLogEntry) => madeBy(line, email);
  return [
    entry(0, 'new_delivery', `${delivery.user_name} delivered version 1.`, [file]),
    entry(0.1, 'shared', `${delivery.user_name} shared the delivery with ${email}.`, [], [email]),
    theirs(entry(1, 'accessed', `${email} opened the delivery.`)),
    theirs(entry(1.2, 'download', `${email} downloaded ${file}.`, [file])),
    theirs(entry(3, 'share request', `${email} asked to share the delivery with a colleague.`)),
  ];
}

/**
 * The requesters' ratings of the versions the sample gives an overall feedback, saved five hours after the
 * version, so that Insights have ratings to show; the demo recipient's are left to whoever signs in as her.
 */
export function sampleRatings(deliveries: FileDetails[]): RecipientRatings {
  const ratings: RecipientRatings = new Map();
  for (const delivery of deliveries) {
    const email = requesterEmail(delivery);
    if (email === DEMO_RECIPIENT.email) continue;
    for (const { version, overall_feedback: rating, actual_delivery } of delivery.target_versions) {
      if (!rating || !actual_delivery) continue;
      const saved_at = new Date(Date.parse(actual_delivery) + 5 * HOUR);
      ratings.set(ratingKey(email, delivery, version), { rating, comment: 'Clear and on time.', saved_at });
    }
  }
  return ratings;
}
