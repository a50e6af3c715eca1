import type { Profile, UserType } from '@ops/contracts';
import type { UserRow } from '../users/index.js';
import { mediaPath } from '../media/index.js';

export function presentProfile(user: UserRow): Profile {
  return {
    id: user.id,
    profile_id: user.profile_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    organization: user.organization,
    phone_number_ext: user.phone_number_ext,
    phone_number: user.phone_number,
    whatsapp_number_ext: user.whatsapp_number_ext,
    whatsapp_number: user.whatsapp_number,
    image: user.image_key ? mediaPath(user.image_key) : null,
    user_type: user.user_type as UserType,
    is_verified: user.is_verified,
  };
}
