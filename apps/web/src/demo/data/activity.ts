import type { AccessLogEntry, Comment, FileDetails, SharedLogEntry } from '@ops/contracts';

const HOUR = 3_600_000;

const at = (delivery: FileDetails, hoursAfter: number) =>
  new Date(new Date(delivery.actual_delivery ?? 0).getTime() + hoursAfter * HOUR).toISOString();

const message = (chat: string, extra: Partial<Comment['message']> = {}): Comment['message'] => ({
  filename: [],
  chat,
  service: '',
  output: '',
  comments: '',
  ...extra,
});

/** One comment of each rendering: feedback, sent, received, notification and an unknown type. */
export function sampleComments(delivery: FileDetails, firstId: number): Comment[] {
  const file = delivery.target_versions[0]?.files[0]?.name ?? '';
  return [
    {
      id: firstId,
      type: 'notification',
      user: delivery.user_name,
      datetime: at(delivery, 0),
      message: message(`Version 1 of ${delivery.batch_id} was delivered.`),
      feedback: null,
    },
    {
      id: firstId + 1,
      type: 'receive',
      user: delivery.requester_name,
      datetime: at(delivery, 2),
      message: message('Could you check the figures on page 4?', { filename: [file] }),
      feedback: null,
    },
    {
      id: firstId + 2,
      type: 'send',
      user: delivery.user_name,
      datetime: at(delivery, 3),
      message: message('Checked and corrected, thank you.'),
      feedback: null,
    },
    {
      id: firstId + 3,
      type: 'feedback',
      user: delivery.requester_name,
      datetime: at(delivery, 5),
      message: message('', {
        filename: [file],
        service: delivery.services[0]?.service ?? '',
        output: 'Final',
        comments: 'Clear and on time.',
      }),
      feedback: '4',
    },
    {
      id: firstId + 4,
      type: 'legacy-note',
      user: 'System',
      datetime: at(delivery, 6),
      message: message('An entry of an older system.'),
      feedback: null,
    },
  ];
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
        shared_to_user_email: requesterEmail(delivery),
        shared_by: delivery.user_name,
        accessed_number: 3,
        last_download_version: 1,
        last_accessed_time: at(delivery, 4),
      },
      {
        shared_to_user_email: `finance@${domain}.example.com`,
        shared_by: delivery.user_name,
        accessed_number: 0,
        last_download_version: null,
        last_accessed_time: null,
      },
    ],
    requests: [
      {
        shared_to_user_email: `legal@${domain}.example.com`,
        shared_by: requesterEmail(delivery),
        accessed_number: 0,
        last_download_version: null,
        last_accessed_time: null,
      },
    ],
  };
}

export function sampleAccessLog(delivery: FileDetails): AccessLogEntry[] {
  const email = requesterEmail(delivery);
  const file = delivery.target_versions[0]?.files[0]?.name ?? '';
  const entry = (hours: number, type: string, text: string, files: string[] = [], users: string[] = []) => ({
    date: at(delivery, hours),
    type,
    tooltip: { ip: '203.0.113.24', location: 'London, United Kingdom', files, shared_users: users },
    platform: 'Chrome · Desktop',
    access_log_string: text,
  });
  return [
    entry(0, 'new_delivery', `${delivery.user_name} delivered version 1.`, [file]),
    entry(0.1, 'shared', `${delivery.user_name} shared the delivery with ${email}.`, [], [email]),
    entry(1, 'accessed', `${email} opened the delivery.`),
    entry(1.2, 'download', `${email} downloaded ${file}.`, [file]),
    entry(3, 'share request', `${email} asked to share the delivery with a colleague.`),
  ];
}
