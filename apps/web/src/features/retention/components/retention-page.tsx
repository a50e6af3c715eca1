import { RETENTION_TEXTS } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { canManageRetention } from '@/shared/session/roles';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Spinner } from '@/shared/ui/spinner';
import { RecipientErasure } from './recipient-erasure';
import { RecycleBin } from './recycle-bin';
import { RetentionPeriods } from './retention-periods';
import { RETENTION_PAGE_TEXTS as T } from '../lib/retention-texts';
import '../retention.css';
import { AccessRefusal } from '@/shared/ui/access-refusal';

/** /retention (decision 0023): per-client periods, the recycle bin and erasure of a recipient's data. */
export function RetentionPage() {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  if (!profile) {
    return (
      <p className="retention__status" role="status">
        <Spinner /> {T.loading}
      </p>
    );
  }
  // Others never call the retention API (a 403 ends the session): the page says so instead.
  if (!canManageRetention(profile.user_type)) {
    return (
      <section className="retention" aria-labelledby="retention-title">
        <h1 id="retention-title">{RETENTION_TEXTS.pageTitle}</h1>
        <AccessRefusal className="retention__status" reason={T.forOas} testId="no-retention-access" />
      </section>
    );
  }
  return (
    <section className="retention" aria-labelledby="retention-title">
      <h1 id="retention-title">{RETENTION_TEXTS.pageTitle}</h1>
      <section className="retention__card" aria-labelledby="periods-title">
        <h2 id="periods-title">{RETENTION_TEXTS.periodsTitle}</h2>
        <p className="retention__help">{RETENTION_TEXTS.periodsHelp}</p>
        <RetentionPeriods />
      </section>
      <section className="retention__card" aria-labelledby="bin-title">
        <h2 id="bin-title">{RETENTION_TEXTS.binTitle}</h2>
        <p className="retention__help">{RETENTION_TEXTS.binHelp}</p>
        <RecycleBin />
      </section>
      <section className="retention__card" aria-labelledby="erasure-title">
        <h2 id="erasure-title">{RETENTION_TEXTS.erasureTitle}</h2>
        <p className="retention__help">{RETENTION_TEXTS.erasureHelp}</p>
        <RecipientErasure />
      </section>
    </section>
  );
}
