import { SHARING_TEXTS, downloadsOfLimit } from '@ops/contracts';
import type { SharedLogEntry } from '@ops/contracts';
import { formatDate } from '@/shared/dates/date-format';

/** A share's end and download limit (issue 24), under its address: 'Expires 12 Dec 2026 · 3 of 5 downloads'. */
export function ShareTerms({ entry }: { entry: SharedLogEntry }) {
  const terms = [
    entry.expires_at ? SHARING_TEXTS.expires(formatDate(entry.expires_at)) : null,
    entry.download_limit ? downloadsOfLimit(entry.downloads ?? 0, entry.download_limit) : null,
  ].filter((term): term is string => term !== null);
  if (terms.length === 0) return null;
  return (
    <span className="shared-user__terms" data-testid="share-terms">
      {terms.join(' · ')}
    </span>
  );
}
