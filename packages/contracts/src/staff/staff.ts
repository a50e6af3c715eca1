import { z } from 'zod';
import { emailSchema } from '../clients/fields.js';
import { plainTextSchema } from '../rules/text-rules.js';
import { consoleTexts } from '../i18n/console-texts.js';

/** Staff management (decision 0012): an operations admin invites, retypes and deactivates console accounts. */

export const STAFF_MESSAGES = /* @__PURE__ */ consoleTexts('staffMessages', {
  invited: 'Invitation sent.',
  inviteResent: 'Invitation sent again.',
  typeChanged: 'Account type changed.',
  deactivated: 'Account deactivated. Its sessions have ended.',
  reactivated: 'Account reactivated.',
  exists: 'An account with this e-mail exists already.',
  notFound: 'This staff account does not exist.',
  ownAccount: 'You cannot change the type of your own account or deactivate it.',
  alreadySetUp: 'This account has set its password already.',
  deactivatedAccount: 'This account has been deactivated. Please contact an operations admin.',
  firstNameRequired: 'Please enter a first name.',
  chooseType: 'Please choose an account type.',
});

/** The account types an admin can give; EMPTY is a legacy value, never assigned. */
export const STAFF_TYPES = ['OA', 'OU', 'SL', 'CR', 'TL'] as const;
export const staffTypeSchema = z.enum(STAFF_TYPES, { error: STAFF_MESSAGES.chooseType });
export type StaffType = z.infer<typeof staffTypeSchema>;

export const STAFF_TYPE_LABELS: Record<StaffType, string> = /* @__PURE__ */ consoleTexts('staffTypeLabels', {
  OA: 'Operations admin (OA)',
  OU: 'Operations user (OU)',
  SL: 'Sales (SL)',
  CR: 'Client relations (CR)',
  TL: 'Team lead (TL)',
});

export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export const STAFF_STATUS_LABELS: Record<(typeof STAFF_STATUSES)[number], string> =
  /* @__PURE__ */ consoleTexts('staffStatusLabels', {
    invited: 'Invitation pending',
    active: 'Active',
    deactivated: 'Deactivated',
  });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.string(),
  status: z.enum(STAFF_STATUSES),
  /** ISO time of the latest sign-in, or null before the first. */
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api-ops/staff/v1/users/ */
export const staffListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(staffMemberSchema),
});

/** POST /api-ops/staff/v1/users/: creates the account and mails a set-password link. */
export const staffInviteRequestSchema = z.object({
  email: emailSchema,
  first_name: plainTextSchema(60).refine((v) => v.length > 0, STAFF_MESSAGES.firstNameRequired),
  last_name: plainTextSchema(60).default(''),
  user_type: staffTypeSchema,
});
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

/** PATCH /api-ops/staff/v1/users/{id}/ */
export const staffTypeChangeRequestSchema = z.object({ user_type: staffTypeSchema });

/** Every answer that changes an account: the message to show and the account as it now is. */
export const staffMemberResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: staffMemberSchema,
});
