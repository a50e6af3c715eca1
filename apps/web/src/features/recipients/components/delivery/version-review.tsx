import { useCallback, useId, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { complaintPortalFormats, complaintPortalMessages } from '@ops/contracts';
import type { RecipientVersion } from '@ops/contracts';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { useApproveRecipientVersionMutation } from '@/features/recipients/api/recipients-api';
import { useTranslator } from '@/shared/i18n/language-context';
import { ComplaintForm } from './complaint-form';
import { ComplaintList } from './complaint-list';
import './complaints.css';

interface VersionReviewProps {
  deliveryId: number;
  version: RecipientVersion;
}

/** Beside the rating: approve the version, or raise a complaint on it and follow this recipient's ones. */
export function VersionReview({ deliveryId, version }: VersionReviewProps) {
  const [approve, { isLoading: approving }] = useApproveRecipientVersionMutation();
  const { t, text, date } = useTranslator();
  // Shown at once on success, until the delivery read again brings the stored date.
  const [approvedNow, setApprovedNow] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const raiseButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const justApproved = useRef(false);
  // The Approve button gives way to the confirmation: the focus follows, so it is neither lost nor unread.
  const approvedText = useCallback((element: HTMLParagraphElement | null) => {
    if (element && justApproved.current) element.focus();
    justApproved.current = false;
  }, []);
  const approvedAt = version.approved_at ?? approvedNow;

  const onApprove = async () => {
    const result = await approve({ delivery_id: deliveryId, version: version.version });
    if (!result.error) {
      justApproved.current = true;
      setApprovedNow(new Date().toISOString());
      toast.success(text(result.data.message));
    } else if (!(isApiError(result.error) && result.error.status === 401)) {
      toast.error(text(errorMessage(result.error)));
    }
  };

  const closeForm = () => {
    setFormOpen(false);
    // Back to the button that opened it, rather than to the top of the page.
    raiseButton.current?.focus();
  };

  return (
    <div className="portal-review">
      <div className="portal-review__actions">
        <div className="portal-review__approval">
          {approvedAt ? (
            <p className="portal-review__approved" ref={approvedText} tabIndex={-1}>
              <span aria-hidden="true">✓ </span>
              {t(complaintPortalFormats.approvedOn, { date: date(approvedAt) })}
            </p>
          ) : (
            <Button loading={approving} onClick={() => void onApprove()}>
              {t(complaintPortalMessages.approve)}
            </Button>
          )}
        </div>
        <Button
          ref={raiseButton}
          variant="secondary"
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          onClick={() => (formOpen ? closeForm() : setFormOpen(true))}
        >
          {t(complaintPortalMessages.raise)}
        </Button>
      </div>
      {formOpen && (
        <div id={formId}>
          <ComplaintForm deliveryId={deliveryId} version={version} onDone={closeForm} />
        </div>
      )}
      <ComplaintList version={version.version} complaints={version.complaints ?? []} />
    </div>
  );
}
