import { API } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

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
  it('finds what the bounded walk misses through the index, and caps the archive count above ARCHIVE_COUNT_CAP', async () => {
    // A walk of two deliveries and a cap of three, so a handful of deliveries exercises both paths.
    const small = await buildTestApp({
      env: { SEARCH_PAGE_SIZE: '2', SEARCH_WALK_ROWS: '2', ARCHIVE_COUNT_CAP: '3' },
    });
    try {
      const api = apiClient(small.app);
      const admin = (await buildSignedInUser(small.app, { userType: 'OA' })).token;
      const { client, entity } = await buildClient(api, admin);
      const make = (daysAgo: number, fileName: string) =>
        buildDelivery(small.app, { clientId: client.client_id, entityId: entity.id, daysAgo, fileName });
      // Live: the two newest are not 'Walrus'; the only match lies past the walk.
      const oldest = await make(30, 'Walrus brief.pdf');
      await make(2, 'Other deck.pptx');
      await make(1, 'Other deck.pptx');
      // Archive: four 'Heron' deliveries (more than the cap), one 'Ibis' (exact below it).
      for (const daysAgo of [200, 210, 220, 230]) await make(daysAgo, `Heron ${daysAgo}.pdf`);
      await make(240, 'Ibis notes.pdf');
      const search = async (term: string, sort = 'descending') =>
        (await api.get(`${API.assignments.list}?search=${term}&sort=${sort}`, admin)).json();

      const walrus = await search('WALRUS');
      expect(ids(walrus)).toEqual([oldest.delivery.id]);
      expect(walrus.data.next_page).toBeNull();
      expect(walrus.data).toMatchObject({ archive_count: 0, archive_count_capped: false });
      // Substring of a file name, found oldest first as well.
      expect(ids(await search('alru', 'ascending'))).toEqual([oldest.delivery.id]);
      expect((await search('heron')).data).toMatchObject({ archive_count: 3, archive_count_capped: true });
      expect((await search('ibis')).data).toMatchObject({ archive_count: 1, archive_count_capped: false });
      // Found in the first walk but too sparse to pass the cap by walking: counted through the index.
      expect((await search('heron%20200')).data).toMatchObject({
        archive_count: 1,
        archive_count_capped: false,
      });
      expect((await search('nothing-like-it')).data).toMatchObject({
        months: [],
        archive_count: 0,
        archive_count_capped: false,
      });
      // Without a term the archive holds five: above the cap as well.
      expect((await api.get(API.assignments.list, admin)).json().data).toMatchObject({
        archive_count: 3,
        archive_count_capped: true,
      });
      // The archive's own search pages through the index path too (two a page, the walk reads two).
      const archive = async (page: number) =>
        (
          await api.get(`${API.assignments.archiveList}?search=heron&sort=ascending&page=${page}`, admin)
        ).json();
      const first = await archive(1);
      expect(first.data.months.flatMap((m: { info: unknown[] }) => m.info)).toHaveLength(2);
      expect(first.data.next_page).toBe(2);
      const second = await archive(2);
      expect(second.data.months.flatMap((m: { info: unknown[] }) => m.info)).toHaveLength(2);
      expect(second.data.next_page).toBeNull();
    } finally {
      await small.close();
    }
  });
});
