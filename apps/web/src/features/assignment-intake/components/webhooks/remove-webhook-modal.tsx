import { WEBHOOK_MESSAGES } from '@ops/contracts';
import type { WebhookEndpoint } from '@ops/contracts';
import { useDeleteWebhookMutation } from '@/features/assignment-intake/api/webhooks-api';
import { WEBHOOK_TEXTS } from '@/features/assignment-intake/lib/webhook-texts';
import { ConfirmModal } from '../confirm-modal';

/** Asks before removing: the endpoint's waiting events and its log go with it. */
export function RemoveWebhookModal({ target, onClose }: { target: WebhookEndpoint; onClose: () => void }) {
  const [remove, { isLoading }] = useDeleteWebhookMutation();
  return (
    <ConfirmModal
      title={WEBHOOK_TEXTS.removeTitle}
      description={WEBHOOK_MESSAGES.removeConfirm(target.url)}
      confirmLabel={WEBHOOK_TEXTS.remove}
      busy={isLoading}
      run={() => remove(target.id)}
      onClose={onClose}
    />
  );
}
