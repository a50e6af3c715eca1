import { DELIVERY_MESSAGES } from '@ops/contracts';

import { isApiError } from '@/shared/api/base-query';

/**
 * What a failed share or revoke call tells the user: the server's message for a refusal it explained
 * (4xx), else 'Please refresh and try again or contact Tech Team.' (no answer, an unknown one, or a 5xx).
 */
export function shareFailure(error: unknown) {
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500 && error.message.trim()) {
    return error.message;
  }
  return DELIVERY_MESSAGES.refreshAndRetry;
}
