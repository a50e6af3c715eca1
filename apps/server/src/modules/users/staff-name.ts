import type { UserRow } from './user-repository.js';

/** How a staff member is named in comments and logs: full name, else e-mail. */
export const staffName = (user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
