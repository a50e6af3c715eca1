import type { StaffMember } from '@ops/contracts';
import { isoOrNull } from '@/lib/iso-date.js';
import type { UserRow } from '../users/index.js';

function staffStatus(user: Pick<UserRow, 'deactivated_at' | 'is_verified'>): StaffMember['status'] {
  if (user.deactivated_at) return 'deactivated';
  // Until the first own password is set (invitation link or temporary password changed).
  return user.is_verified ? 'active' : 'invited';
}

export function presentStaffMember(user: UserRow): StaffMember {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    user_type: user.user_type,
    status: staffStatus(user),
    last_login_at: isoOrNull(user.last_login_at),
    created_at: user.created_at.toISOString(),
  };
}
