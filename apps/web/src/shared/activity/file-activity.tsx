import type { FILE_ACTIVITY_LOG_TYPES } from '@ops/contracts';
import { FILE_ACTIVITY_LABELS, SHARE_LOG_LABELS } from './activity-texts';

export { FILE_ACTIVITY_LABELS };

type FileActivityType = (typeof FILE_ACTIVITY_LOG_TYPES)[number];

type ActivityType = FileActivityType | keyof typeof SHARE_LOG_LABELS;

type Glyph = 'download' | 'eye' | 'share' | 'star' | 'upload' | 'key' | 'ask' | 'check' | 'cross' | 'ban';

/** One icon per file activity log type (part 3 section 3) and per share log type; the labels are texts. */
const GLYPHS: Record<ActivityType, Glyph> = {
  download: 'download',
  requested: 'ask',
  accessed: 'eye',
  shared: 'share',
  shared_outside: 'share',
  feedback: 'star',
  new_version: 'upload',
  new_delivery: 'upload',
  decrypt: 'key',
  resend_secure_key: 'key',
  request: 'ask',
  accept: 'check',
  decline: 'cross',
  revoke: 'ban',
  share_request: 'ask',
  share_revoke: 'ban',
};

const labelOf = (type: ActivityType) =>
  Object.hasOwn(FILE_ACTIVITY_LABELS, type)
    ? FILE_ACTIVITY_LABELS[type as FileActivityType]
    : SHARE_LOG_LABELS[type as keyof typeof SHARE_LOG_LABELS];

/** A log type as written ('shared outside', 'share-request') as its activity key, when it is one. */
export function activityType(type: string): ActivityType | null {
  const key = type
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return Object.hasOwn(GLYPHS, key) ? (key as ActivityType) : null;
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
  Object.hasOwn(FILE_ACTIVITY_LABELS, type) ? FILE_ACTIVITY_LABELS[type as FileActivityType] : type;

/** An activity type as an icon and its label. */
export function FileActivityTag({ type }: { type: ActivityType }) {
  const glyph = GLYPHS[type];
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
      {labelOf(type)}
    </span>
  );
}
