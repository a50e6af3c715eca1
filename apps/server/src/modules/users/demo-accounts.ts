import { USER_TYPES } from '@ops/contracts';
import { isUniqueViolation } from '@/db/db-errors.js';
import { createUser } from './create-user.js';
import type { UserRepository } from './user-repository.js';

const isDuplicate = (error: unknown) =>
  isUniqueViolation(error) || /exists already/.test((error as Error).message);

const FIRST_NAMES: Record<string, string> = {
  OA: 'Olivia',
  OU: 'Omar',
  SL: 'Sofia',
  CR: 'Carlos',
  TL: 'Tara',
  EMPTY: '',
};

/**
 * On first start with an empty database, one ready account per user type (the EMPTY one is left
 * unverified so the forced password change can be seen). Returns the credentials to print once.
 */
export async function seedDemoAccounts(users: UserRepository) {
  if ((await users.count()) > 0) return [];
  const created = [];
  for (const type of USER_TYPES) {
    try {
      const { user, password } = await createUser(users, {
        email: `${type.toLowerCase()}.demo@example.com`,
        userType: type,
        firstName: FIRST_NAMES[type],
        verified: type !== 'EMPTY',
      });
      created.push({ email: user.email, type, password, verified: user.is_verified });
    } catch (error) {
      // Another instance starting at the same moment created it first.
      if (!isDuplicate(error)) throw error;
    }
  }
  return created;
}
