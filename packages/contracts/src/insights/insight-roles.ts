// Who sees /insights, in a file without schemas: the signed-in shell's navigation reads it.

/** Operations admins, operations users and team leads. */
export const INSIGHTS_ROLES = ['OA', 'OU', 'TL'] as const;
