import { z } from 'zod';
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/**
 * A client's share policy (issue 24): the end a new share gets by default, the longest a share may last, and
 * whether shares outside the client's organisation are allowed at all. Operations admins set it.
 */
export const SHARE_POLICY_ROLES = ['OA'] as const;

export const SHARE_POLICY_MAX_DAYS = 3650;

export const SHARE_POLICY_MESSAGES = /* @__PURE__ */ consoleTexts('sharePolicyMessages', {
  saved: 'Sharing policy saved.',
  daysRule: `Days must be a whole number from 1 to ${SHARE_POLICY_MAX_DAYS.toLocaleString('en-GB')}.`,
  defaultOverMax: 'The default end must not be later than the longest a share may last.',
  outsideNotAllowed: 'This client does not allow sharing outside its organisation.',
  tooLong: consoleMessage('Shares of this client may last at most {days} days.', (days: number) => ({
    days,
  })),
  clientNotFound: 'This client does not exist.',
});

export const SHARE_POLICY_TEXTS = /* @__PURE__ */ consoleTexts('sharePolicyTexts', {
  title: 'Sharing policy',
  defaultDays: 'New shares end after (days, optional)',
  maxDays: 'Shares may last at most (days, optional)',
  outsideAllowed: 'Allow sharing outside the organisation',
  limitHint: consoleMessage("This client's shares last at most {days} days.", (days: number) => ({ days })),
  outsideHint: 'This client allows no sharing outside its organisation.',
});

const daysSchema = z
  .number({ error: SHARE_POLICY_MESSAGES.daysRule })
  .int(SHARE_POLICY_MESSAGES.daysRule)
  .min(1, SHARE_POLICY_MESSAGES.daysRule)
  .max(SHARE_POLICY_MAX_DAYS, SHARE_POLICY_MESSAGES.daysRule)
  .nullable();

export const sharePolicySchema = z
  .object({
    default_days: daysSchema,
    max_days: daysSchema,
    outside_allowed: z.boolean(),
  })
  .refine((p) => p.default_days === null || p.max_days === null || p.default_days <= p.max_days, {
    message: SHARE_POLICY_MESSAGES.defaultOverMax,
    path: ['default_days'],
  });
export type SharePolicy = z.infer<typeof sharePolicySchema>;

export const OPEN_SHARE_POLICY: SharePolicy = { default_days: null, max_days: null, outside_allowed: true };

export const sharePolicyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: sharePolicySchema,
});

/**
 * The end a new share gets under the policy, or the refusal: a chosen end past the longest allowed is
 * refused; without one, the default applies, else the longest; without either, none.
 */
export function policyShareEnd(
  policy: SharePolicy,
  chosen: Date | undefined,
  now: Date,
): { end: Date | undefined } | { refusal: string } {
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
  if (chosen) {
    if (policy.max_days !== null && chosen.getTime() > days(policy.max_days).getTime())
      return { refusal: SHARE_POLICY_MESSAGES.tooLong(policy.max_days) };
    return { end: chosen };
  }
  const fallback = policy.default_days ?? policy.max_days;
  return { end: fallback === null ? undefined : days(fallback) };
}
