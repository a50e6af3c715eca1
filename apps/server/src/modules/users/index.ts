// What other modules may use of users; everything else in this folder is its own (lint enforces it).
export { generatePassword } from './create-user.js';
export { staffName } from './staff-name.js';
export type { UserRepository, UserRow } from './user-repository.js';
