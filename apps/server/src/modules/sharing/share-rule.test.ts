import { eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { SHARE_RULE_CASES } from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, clients } from '@/db/client-schema.js';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

// The contracts' cases of the share rule, through the wizard's share-email/ route: each with a client whose
// domains and client users are the case's.
describe('the share rule at share-email/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(SHARE_RULE_CASES)('$name', async ({ organisation, emails, expected }) => {
    const api = apiClient(t.app);
    const admin = await buildSignedInUser(t.app, { userType: 'OA' });
    const { client } = await buildClient(api, admin.token);
    const db = t.app.services.db;
    await db
      .update(clients)
      .set({ client_domain_list: [...organisation.domains] })
      .where(eq(clients.id, client.client_id));
    for (const email of organisation.userEmails)
      await db
        .insert(clientUsers)
        .values({ client_id: client.client_id, username: 'Case', email, country: 'India', city: 'Pune' });
    const res = await api.post(
      API.deliveries.shareEmail,
      { client_code: client.client_code, emails, accept_warning: false },
      admin.token,
    );
    expect(res.json().emails).toEqual(expected);
  });
});
