import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/shared/ui/copy-text';
import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import { useAppDispatch } from '@/shared/state/hooks';
import { loaderHidden, loaderShown } from '@/shared/state/ui-slice';
import { AssignmentName } from '@/features/assignments/components/names/assignment-name';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';

/** Button states such as 'Code Copied!' last 1 second (part 1 section 9). */
const COPIED_MS = 1000;

/**
 * The delivery (batch) id with a copy button: 'Code Copied!' and the copy loader for 1 second; then the name
 * people know the work by ('Investor Update 2026', decision 0033), wrapping under them where the row is short.
 */
export function DeliveryId({
  batchId,
  copyData,
  assignmentName,
}: {
  batchId: string;
  copyData: string;
  /** The assignments' names as one line (the detail's assignment_name); nothing shows without one. */
  assignmentName?: string | null;
}) {
  const dispatch = useAppDispatch();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      dispatch(loaderHidden());
    },
    [dispatch],
  );

  const copy = async () => {
    if (!(await copyText(copyData, { failed: ASSIGNMENT_TEXTS.copyFailed }))) return;
    clearTimeout(timer.current);
    setCopied(true);
    dispatch(loaderShown(ASSIGNMENT_TEXTS.copyLoader));
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setCopied(false);
      dispatch(loaderHidden());
    }, COPIED_MS);
  };

  return (
    <div className={`delivery-id${assignmentName ? ' delivery-id--named' : ''}`}>
      <span className="delivery-id__label">{D.id}</span>
      <span className="delivery-id__value" data-testid="delivery-id">
        {batchId || '-'}
      </span>
      <button
        type="button"
        className="delivery-id__copy"
        onClick={() => void copy()}
        disabled={!copyData}
        aria-live="polite"
      >
        {copied ? (
          ASSIGNMENT_TEXTS.codeCopied
        ) : (
          <>
            <span aria-hidden="true">{D.copy}</span>
            <span className="visually-hidden">{D.copyId}</span>
          </>
        )}
      </button>
      <AssignmentName name={assignmentName} className="delivery-id__name" testId="delivery-name" />
    </div>
  );
}
