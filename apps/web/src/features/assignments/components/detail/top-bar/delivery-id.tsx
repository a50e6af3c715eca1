import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import { useAppDispatch } from '@/shared/state/hooks';
import { loaderHidden, loaderShown } from '@/shared/state/ui-slice';

/** Button states such as 'Code Copied!' last 1 second (part 1 section 9). */
const COPIED_MS = 1000;

/** The delivery (batch) id with a copy button: 'Code Copied!' and the copy loader for 1 second. */
export function DeliveryId({ batchId, copyData }: { batchId: string; copyData: string }) {
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
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(copyData);
    } catch {
      toast.error(ASSIGNMENT_TEXTS.copyFailed);
      return;
    }
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
    <div className="delivery-id">
      <span className="delivery-id__label">Delivery ID</span>
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
            <span aria-hidden="true">Copy</span>
            <span className="visually-hidden">Copy delivery ID</span>
          </>
        )}
      </button>
    </div>
  );
}
