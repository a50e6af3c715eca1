// Creates the end-to-end accounts, verified, in one go through the built server's own code.
import { openDatabase } from '../../apps/server/dist/db/client.js';
import { createUser } from '../../apps/server/dist/modules/users/create-user.js';
import { createUserRepository } from '../../apps/server/dist/modules/users/user-repository.js';

const database = await openDatabase({ dataDir: process.env.DATA_DIR });
const users = createUserRepository(database.db);
for (const account of JSON.parse(process.env.E2E_ACCOUNTS)) {
  await createUser(users, {
    email: account.email,
    userType: account.type,
    firstName: account.firstName,
    password: process.env.E2E_PASSWORD,
    verified: true,
  });
}
await database.close();
