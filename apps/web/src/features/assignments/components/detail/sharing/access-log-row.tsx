import { useId } from 'react';
import type { AccessLogEntry } from '@ops/contracts';
import { FileActivityTag, activityType } from '@/shared/activity/file-activity';
import { SHARING_TAB_TEXTS as S } from '@/features/assignments/lib/sharing-texts';
import { formatDateTime, locationText } from '../format';

function TypeIcon({ type }: { type: string }) {
  const known = activityType(type);
  if (known) return <FileActivityTag type={known} />;
  return (
    <span className="activity-tag" data-testid="file-activity" data-type={type}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M10 6.5v4l2.5 1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      {type}
    </span>
  );
}

/** The tooltip lines: files, shared users, the IP address and its location ("Can't locate" is a dash). */
function tooltipLines(entry: AccessLogEntry) {
  const lines: string[] = [];
  if (entry.tooltip.files.length > 0) lines.push(S.tipFiles(entry.tooltip.files.join(', ')));
  if (entry.tooltip.shared_users.length > 0) lines.push(S.tipUsers(entry.tooltip.shared_users.join(', ')));
  lines.push(S.tipIp(entry.tooltip.ip.trim() || '-'));
  lines.push(S.tipPlace(locationText(entry.tooltip.location)));
  return lines;
}

/** One access log entry; its details show in a tooltip on hover or keyboard focus. */
export function AccessLogRow({ entry }: { entry: AccessLogEntry }) {
  const tipId = useId();
  const lines = tooltipLines(entry);
  return (
    <li className="access-log" data-testid="access-log-row" tabIndex={0} aria-describedby={tipId}>
      <TypeIcon type={entry.type} />
      <span className="access-log__text">{entry.access_log_string}</span>
      <span className="access-log__platform">{entry.platform || '-'}</span>
      <time className="access-log__date" dateTime={entry.date}>
        {formatDateTime(entry.date)}
      </time>
      <span role="tooltip" id={tipId} className="access-log__tip">
        {lines.map((line) => (
          <span key={line} className="access-log__tip-line">
            {line}
          </span>
        ))}
      </span>
    </li>
  );
}
