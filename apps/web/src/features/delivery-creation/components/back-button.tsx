import { BackArrowIcon } from '@/shared/ui/back-arrow-icon';

/** The back arrow of the Add and Confirm steps. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="wizard-back" aria-label="Back" onClick={onClick}>
      <BackArrowIcon />
    </button>
  );
}
