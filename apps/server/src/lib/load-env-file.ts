import { existsSync } from 'node:fs';

/** Reads ./.env when there is one; variables already set in the environment win. */
export function loadEnvFile(file = '.env') {
  if (existsSync(file)) process.loadEnvFile(file);
}
