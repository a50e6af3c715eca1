import { MESSAGES } from '@ops/contracts';

interface AccessRefusalProps {
  /** The page's own status style. */
  className: string;
  /** Who the page is for, after the refusal (for example 'Retention is managed by operations admins.'). */
  reason?: string;
  testId?: string;
}

/**
 * What a role-gated page says to someone it is not for, instead of calling an API that would refuse them
 * (a 403 on a signed-in call ends the session): the console's refusal, then why.
 */
export function AccessRefusal({ className, reason, testId }: AccessRefusalProps) {
  return (
    <p className={className} role="alert" data-testid={testId}>
      {reason ? `${MESSAGES.forbidden} ${reason}` : MESSAGES.forbidden}
    </p>
  );
}
