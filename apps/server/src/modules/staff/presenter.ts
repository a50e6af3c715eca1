import { staffStatus, type StaffMember } from '@ops/contracts';
import { isoOrNull } from '@/lib/iso-date.js';
import type { UserRow } from '../users/index.js';

export function presentStaffMember(user: UserRow): StaffMember {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    user_type: user.user_type,
    // Invited until the first own password is set (invitation link or temporary password changed).
    status: staffStatus({ deactivated: !!user.deactivated_at, verified: user.is_verified }),
    last_login_at: isoOrNull(user.last_login_at),
    created_at: user.created_at.toISOString(),
  };
}
