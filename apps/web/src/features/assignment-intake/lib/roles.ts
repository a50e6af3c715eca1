import { INTAKE_ROLES, INTEGRATION_KEY_ROLES } from '@ops/contracts';

const oneOf = (roles: readonly string[], userType: string | null | undefined) =>
  roles.includes(userType ?? '');

/** OU, OA and TL import; anyone else would be refused with a 403, which ends the session. */
export const canImportAssignments = (userType: string | null | undefined) => oneOf(INTAKE_ROLES, userType);
/** Integration keys are OA's alone. */
export const canManageIntegrationKeys = (userType: string | null | undefined) =>
  oneOf(INTEGRATION_KEY_ROLES, userType);
