// Creates the end-to-end accounts, verified, and the demo clients with their deliveries (the same seeded
// generator as the product's demo data), in one go through the built server's own code.
import path from 'node:path';
import { openDatabase } from '../../apps/server/dist/db/client.js';
import { seedDemoDeliveries } from '../../apps/server/dist/modules/assignments/demo-deliveries.js';
import { seedDemoClients } from '../../apps/server/dist/modules/clients/demo-clients.js';
import { createLocalStorage } from '../../apps/server/dist/storage/local-storage.js';
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
const dataDir = process.env.DATA_DIR;
await seedDemoClients(database.db, new Date());
await seedDemoDeliveries(
  database.db,
  createLocalStorage(path.join(dataDir, 'storage')),
  new Date(),
  path.join(dataDir, 'tracker.csv'),
);
await database.close();
