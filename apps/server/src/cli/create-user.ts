import { parseArgs } from 'node:util';
import { USER_TYPES } from '@ops/contracts';
import { loadConfig } from '../config.js';
import { loadEnvFile } from '../lib/load-env-file.js';
import { openDatabase } from '../db/client.js';
import { callAdminSocket } from '../lib/admin-socket.js';
import { runningServerPid, takeLock } from '../lib/pglite-lock.js';
import { createUser } from '../modules/users/create-user.js';
import { createUserRepository } from '../modules/users/user-repository.js';

const USAGE = `Usage: npm run user:create -- --email E --type T [--first-name F] [--password P]
  --type       one of ${USER_TYPES.join(', ')}
  --password   optional; without it a temporary password is generated and printed.
The account must change its password at first login.`;

function report(userType: string, email: string, temporaryPassword?: string) {
  console.log(`Created ${userType} account ${email}.`);
  if (temporaryPassword) console.log(`Temporary password: ${temporaryPassword}`);
  console.log('It must be changed at first login.');
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      type: { type: 'string' },
      'first-name': { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.email || !values.type) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  loadEnvFile();
  const config = loadConfig();
  const input = {
    email: values.email,
    userType: values.type.toUpperCase(),
    firstName: values['first-name'],
    password: values.password,
  };
  const serverPid = config.DATABASE_URL ? null : runningServerPid(config.DATA_DIR);
  if (serverPid) {
    // The running server holds the embedded database: it creates the account.
    const answer = await callAdminSocket(config.DATA_DIR, input).catch(() => {
      throw new Error(
        `Another process (pid ${serverPid}) is using the embedded database in ${config.DATA_DIR}.`,
      );
    });
    if (!answer.ok) throw new Error(answer.error);
    report(answer.userType, answer.email, values.password ? undefined : answer.password);
    return;
  }
  const release = config.DATABASE_URL ? () => undefined : takeLock(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { user, password } = await createUser(createUserRepository(database.db), input);
    report(user.user_type, user.email, values.password ? undefined : password);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: Error) => {
  console.error(
    error.message.startsWith('Another process') ? `${error.message} Stop the server first.` : error.message,
  );
  process.exitCode = 1;
});
