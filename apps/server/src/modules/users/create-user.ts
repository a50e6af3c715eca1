import { randomInt } from 'node:crypto';
import { USER_TYPES, isEmail, passwordProblem, type UserType } from '@ops/contracts';
import { hashPassword } from '@/lib/password-hash.js';
import type { UserRepository } from './user-repository.js';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*-_=+?';

/** A random password that satisfies the password rule, from a CSPRNG. */
export function generatePassword(length = 14): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

interface CreateUserInput {
  email: string;
  userType: string;
  firstName?: string;
  password?: string;
  verified?: boolean;
}

/** Creates a staff account; without a password it gets a generated temporary one to change at first login. */
export async function createUser(users: UserRepository, input: CreateUserInput) {
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) throw new Error(`Not an e-mail address: ${input.email}`);
  if (!USER_TYPES.includes(input.userType as UserType)) {
    throw new Error(`Unknown user type ${input.userType}; use one of ${USER_TYPES.join(', ')}.`);
  }
  if (await users.findByEmail(email)) throw new Error(`An account for ${email} exists already.`);
  const password = input.password ?? generatePassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const user = await users.insert({
    email,
    user_type: input.userType as UserType,
    first_name: input.firstName?.trim() ?? '',
    password_hash: await hashPassword(password),
    is_verified: input.verified ?? false,
  });
  return { user, password };
}
