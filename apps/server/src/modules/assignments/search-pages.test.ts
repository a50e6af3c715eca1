import { API } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.js';
import { buildTestApp } from '../../test/build-app.js';
import { buildClient } from '../../test/client-factories.js';
import { buildDelivery } from '../../test/delivery-factories.js';
import { buildSignedInUser } from '../../test/factories.js';

// Its own file: it needs an app with a small page size, and on PostgreSQL each test file owns the database.
const ids = (body: { data: { months: { info: { id: number }[] }[] } }) =>
  body.data.months.flatMap((m) => m.info.map((i) => i.id));

describe('search pages', () => {
  it('answers a search a page at a time with next_page, newest first when descending', async () => {
    const paged = await buildTestApp({ env: { SEARCH_PAGE_SIZE: '2' } });
    try {
      const pagedApi = apiClient(paged.app);
      const admin = (await buildSignedInUser(paged.app, { userType: 'OA' })).token;
      const { client, entity } = await buildClient(pagedApi, admin);
      const made = [];
      for (const daysAgo of [3, 2, 1]) {
        made.push(
          await buildDelivery(paged.app, {
            clientId: client.client_id,
            entityId: entity.id,
            daysAgo,
            fileName: `Pager ${daysAgo}.pptx`,
          }),
        );
      }
      const page = async (n: number) =>
        (await pagedApi.get(`${API.assignments.list}?search=pager&sort=descending&page=${n}`, admin)).json();
      const first = await page(1);
      expect(ids(first)).toEqual([made[2]!.delivery.id, made[1]!.delivery.id]);
      expect(first.data.next_page).toBe(2);
      const second = await page(2);
      expect(ids(second)).toEqual([made[0]!.delivery.id]);
      expect(second.data.next_page).toBeNull();
      expect((await pagedApi.get(`${API.assignments.list}?search=pager&page=0`, admin)).statusCode).toBe(400);
      const plain = (await pagedApi.get(API.assignments.list, admin)).json();
      expect(plain.data.next_page).toBeNull();
      expect(ids(plain)).toHaveLength(3);
    } finally {
      await paged.close();
    }
  });
});
