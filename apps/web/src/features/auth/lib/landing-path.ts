import type { UserType } from '@ops/contracts';

/** Section 4: CR and SL land on /requester; OA, OU and anything else on /deliver. */
export function landingPath(userType: UserType): string {
  return userType === 'CR' || userType === 'SL' ? '/requester' : '/deliver';
}
