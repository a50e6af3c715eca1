import { useEffect, useRef } from 'react';
import { useSkipTarget } from '@/shared/ui/skip-links';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';

export const DETAIL_HEADING_ID = 'delivery-detail';

/** A request to move the focus to the detail of delivery `id`; a new object is a new request. */
export interface DetailFocusRequest {
  id: number;
}

const detailName = (batchId: string) => (batchId ? D.deliveryOf(batchId) : D.delivery);

/**
 * The detail's heading (h2 under the list's h1): named like the article, the target of the 'Skip to
 * delivery detail' link, and where the focus lands when a card is opened. Shown to screen readers only:
 * the top bar under it already shows the delivery id, and takes the focus ring instead.
 */
export function DetailHeading({
  id,
  batchId,
  focusRequest,
}: {
  id: number;
  batchId: string;
  focusRequest?: DetailFocusRequest | null;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useSkipTarget(DETAIL_HEADING_ID, D.skip);
  useEffect(() => {
    if (focusRequest?.id === id) ref.current?.focus();
  }, [focusRequest, id]);
  return (
    <h2 ref={ref} id={DETAIL_HEADING_ID} className="assignment-detail__heading visually-hidden" tabIndex={-1}>
      {detailName(batchId)}
    </h2>
  );
}
