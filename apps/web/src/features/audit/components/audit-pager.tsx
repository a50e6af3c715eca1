import { Button } from '@/shared/ui/button';
import { AUDIT_TEXTS } from '../lib/audit-texts';

interface AuditPagerProps {
  hasNewer: boolean;
  hasOlder: boolean;
  busy: boolean;
  onNewer: () => void;
  onOlder: () => void;
}

/** Newer and older pages of the trail. */
export function AuditPager({ hasNewer, hasOlder, busy, onNewer, onOlder }: AuditPagerProps) {
  if (!hasNewer && !hasOlder) return null;
  return (
    <nav className="audit-pager" aria-label={AUDIT_TEXTS.pages}>
      <Button variant="secondary" disabled={!hasNewer || busy} onClick={onNewer}>
        {AUDIT_TEXTS.newer}
      </Button>
      <Button variant="secondary" disabled={!hasOlder || busy} onClick={onOlder}>
        {AUDIT_TEXTS.older}
      </Button>
    </nav>
  );
}
