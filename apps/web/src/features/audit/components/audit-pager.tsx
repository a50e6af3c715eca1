import { Button } from '@/shared/ui/button';

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
    <nav className="audit-pager" aria-label="Audit trail pages">
      <Button variant="secondary" disabled={!hasNewer || busy} onClick={onNewer}>
        ← Newer
      </Button>
      <Button variant="secondary" disabled={!hasOlder || busy} onClick={onOlder}>
        Older →
      </Button>
    </nav>
  );
}
