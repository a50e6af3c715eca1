import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import type { AccessLogEntry } from '@ops/contracts';
import { demo } from '../test-kit/delivery-calls';

const paths = API.assignments;

// As the server's log routes (assignments/log-routes.ts): a delivery's comments, shared log and access log
// answer on the live and the archive path alike, whichever list the delivery is in; the access log's
// search looks in the entry's text, its type and the visitor's address, each on its own; entries of one
// moment come newest-written first in the descending order.
describe("the demo's delivery logs", () => {
  it('answer on either path, for a live and an archived delivery', async () => {
    const { state, call } = demo();
    const live = state.deliveries[0]!.id;
    const archived = state.deliveries.at(-1)!.id;
    const statuses = [];
    for (const id of [live, archived])
      for (const path of [
        paths.comments(id),
        paths.archiveFeedback(id),
        paths.sharingFile(id),
        paths.archiveSharedLog(id),
        paths.accessLog(id),
        paths.archiveAccessLog(id),
      ])
        statuses.push((await call(path, { as: 'OA' })).status);
    expect(statuses).toEqual(Array(12).fill(200));
    expect((await call(paths.comments(999_999), { as: 'OA' })).status).toBe(404);
  });

  it('searches the access log by text, type and address, and orders entries of one moment by when written', async () => {
    const { state, call } = demo();
    const id = state.deliveries[0]!.id;
    const at = '2026-11-20T11:00:00.000Z';
    const entry = (type: string, text: string, ip: string): AccessLogEntry => ({
      date: at,
      type,
      tooltip: { ip, location: 'Lyon, France', files: [], shared_users: [] },
      platform: 'Chrome · Desktop',
      access_log_string: text,
    });
    state.accessLogs.set(id, [
      entry('accessed', 'first opened the delivery', '198.51.100.7'),
      entry('download', 'second downloaded a file', '198.51.100.8'),
    ]);
    const read = async (query: string) =>
      ((await call(`${paths.accessLog(id)}?${query}`, { as: 'OA' })).body.data as AccessLogEntry[]).map(
        (e) => e.access_log_string.split(' ')[0],
      );
    expect(await read('search=198.51.100.8')).toEqual(['second']);
    expect(await read('search=DOWNLOAD')).toEqual(['second']);
    // Not a term spanning the text and the type.
    expect(await read('search=delivery%20accessed')).toEqual([]);
    expect(await read('sort=ascending')).toEqual(['first', 'second']);
    expect(await read('sort=descending')).toEqual(['second', 'first']);
  });
});
