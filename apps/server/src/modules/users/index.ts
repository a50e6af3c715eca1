// What other modules may use of users; everything else in this folder is its own (lint enforces it).
export { generatePassword } from './create-user.js';
// A staff member's name is the contracts' rule (rules/staff-records.ts).
export { staffName } from '@ops/contracts';
export type { UserRepository, UserRow } from './user-repository.js';
