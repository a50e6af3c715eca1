import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ACCOUNT, createLiveHub } from './live-hub.js';

/** A response that keeps what is written and whether it was ended. */
function fakeResponse() {
  const emitter = new EventEmitter();
  const written: string[] = [];
  let ended = false;
  const response = Object.assign(emitter, {
    write: (chunk: string) => void written.push(chunk),
    end: () => {
      ended = true;
      emitter.emit('close');
    },
  });
  return { response: response as unknown as ServerResponse, written, ended: () => ended };
}

describe('the live hub', () => {
  it('sends a notification to its account only, and a delivery change to everyone', () => {
    const hub = createLiveHub();
    const mine = fakeResponse();
    const theirs = fakeResponse();
    hub.add(1, mine.response);
    hub.add(2, theirs.response);
    hub.dispatch(JSON.stringify({ kind: 'notification', user_id: 1, id: 7 }));
    hub.dispatch(JSON.stringify({ kind: 'delivery', delivery_id: 3 }));
    hub.dispatch('not json');
    expect(mine.written).toEqual([
      'id: 7\nevent: notification\ndata: {"id":7}\n\n',
      'event: delivery\ndata: {"delivery_id":3}\n\n',
    ]);
    expect(theirs.written).toEqual(['event: delivery\ndata: {"delivery_id":3}\n\n']);
    hub.closeAll();
    expect(mine.ended() && theirs.ended()).toBe(true);
  });

  it('ends an account’s oldest stream when it opens one past the limit', () => {
    const hub = createLiveHub();
    const opened = Array.from({ length: MAX_STREAMS_PER_ACCOUNT + 1 }, () => fakeResponse());
    for (const r of opened) hub.add(5, r.response);
    expect(opened[0]!.ended()).toBe(true);
    expect(opened.slice(1).every((r) => !r.ended())).toBe(true);
    expect(hub.size()).toBe(MAX_STREAMS_PER_ACCOUNT);
    hub.closeAll();
  });
});
