import { describe, expect, it } from 'vitest';
import { API, ASSIGNMENT_TEXTS } from '@ops/contracts';
import { inScope } from '../data/delivery-lists';
import { demo } from '../test-kit/delivery-calls';

// As the server's live-only test: an archived delivery refuses comments, sync and downloads with 409, while a
// live one takes them; a delivery that does not exist is 404.
describe('demo archived deliveries', () => {
  it('refuse comments, sync and downloads, while a live one takes them', async () => {
    const { state, call } = demo();
    const archived = inScope(state.deliveries, 'archive', state.now)[0]!;
    const live = inScope(state.deliveries, 'live', state.now)[0]!;
    const refused = { status: 409, body: { success: false, message: ASSIGNMENT_TEXTS.archivedReadOnly } };
    const comment = (id: number) =>
      call(API.assignments.postComment, {
        method: 'POST',
        as: 'OU',
        json: { delivery_id: id, message: 'hi' },
      });
    const sync = (id: number) =>
      call(API.assignments.sync, { method: 'POST', as: 'OU', json: { delivery_id: id } });
    const download = (id: number) => {
      const link = state.deliveries.find((d) => d.id === id)!.target_versions[0]!.zip_link!.link;
      return call(link, { as: 'OU' });
    };
    for (const attempt of [comment, sync, download]) {
      expect(pick(await attempt(archived.id))).toEqual(refused);
      expect((await attempt(live.id)).status).toBe(200);
    }
    expect((await comment(999_999)).status).toBe(404);
    expect((await sync(999_999)).status).toBe(404);
  });
});

const pick = ({ status, body }: { status: number; body: unknown }) => ({ status, body });
