import { isApiError } from '@/shared/api/base-query';

/** The server's message for a refused request (4xx), else the screen's fixed failure text. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
