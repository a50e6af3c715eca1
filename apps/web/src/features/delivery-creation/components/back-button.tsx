import { BackArrowIcon } from '@/shared/ui/back-arrow-icon';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';

/** The back arrow of the Add and Confirm steps. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="wizard-back" aria-label={T.back} onClick={onClick}>
      <BackArrowIcon />
    </button>
  );
}
