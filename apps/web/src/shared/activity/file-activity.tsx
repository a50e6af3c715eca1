import type { FILE_ACTIVITY_LOG_TYPES } from '@ops/contracts';

type FileActivityType = (typeof FILE_ACTIVITY_LOG_TYPES)[number];

type Glyph = 'download' | 'eye' | 'share' | 'star' | 'upload' | 'key' | 'ask' | 'check' | 'cross' | 'ban';

/** One label and icon per file activity log type (part 3 section 3), for every log view. */
export const FILE_ACTIVITY_LABELS: Record<FileActivityType, { label: string; glyph: Glyph }> = {
  download: { label: 'Downloaded', glyph: 'download' },
  requested: { label: 'Requested', glyph: 'ask' },
  accessed: { label: 'Accessed', glyph: 'eye' },
  shared: { label: 'Shared', glyph: 'share' },
  shared_outside: { label: 'Shared outside', glyph: 'share' },
  feedback: { label: 'Feedback', glyph: 'star' },
  new_version: { label: 'New version', glyph: 'upload' },
  new_delivery: { label: 'New delivery', glyph: 'upload' },
  decrypt: { label: 'Decrypted', glyph: 'key' },
  resend_secure_key: { label: 'Secure key resent', glyph: 'key' },
  request: { label: 'Access request', glyph: 'ask' },
  accept: { label: 'Accepted', glyph: 'check' },
  decline: { label: 'Declined', glyph: 'cross' },
  revoke: { label: 'Revoked', glyph: 'ban' },
};

/** The access log's own share types (part 1 section 3), beside the file activity types. */
const SHARE_LOG_LABELS = {
  share_request: { label: 'Share requested', glyph: 'ask' },
  share_revoke: { label: 'Share revoked', glyph: 'ban' },
} as const satisfies Record<string, { label: string; glyph: Glyph }>;

type ActivityType = FileActivityType | keyof typeof SHARE_LOG_LABELS;
const ACTIVITY_LABELS: Record<ActivityType, { label: string; glyph: Glyph }> = {
  ...FILE_ACTIVITY_LABELS,
  ...SHARE_LOG_LABELS,
};

/** A log type as written ('shared outside', 'share-request') as its activity key, when it is one. */
export function activityType(type: string): ActivityType | null {
  const key = type
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return key in ACTIVITY_LABELS ? (key as ActivityType) : null;
}

const PATHS: Record<Glyph, string> = {
  download: 'M10 3v10m-4-4 4 4 4-4M4 16h12',
  upload: 'M10 15V5m-4 4 4-4 4 4M4 17h12',
  eye: 'M2 10s3-5.5 8-5.5 8 5.5 8 5.5-3 5.5-8 5.5S2 10 2 10Zm8 2.2a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4Z',
  share:
    'M14 6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM6 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm8 5.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM7.8 9l4.4-2.4m-4.4 4.4 4.4 2.4',
  star: 'm10 2.5 2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 7.8l5-.7Z',
  key: 'M12.5 7.5a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0Zm-1 2.5 6 6m-2.5-2.5 1.5-1.5',
  ask: 'M7.5 7.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M10 15.5v.1',
  check: 'm4 10.5 4 4 8-9',
  cross: 'm5 5 10 10M15 5 5 15',
  ban: 'M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM4.7 4.7l10.6 10.6',
};

export const fileActivityLabel = (type: string) =>
  FILE_ACTIVITY_LABELS[type as FileActivityType]?.label ?? type;

/** An activity type as an icon and its label. */
export function FileActivityTag({ type }: { type: ActivityType }) {
  const { label, glyph } = ACTIVITY_LABELS[type];
  return (
    <span className="activity-tag" data-testid="file-activity" data-type={type}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path
          d={PATHS[glyph]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </span>
  );
}
