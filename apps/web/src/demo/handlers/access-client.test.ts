import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@ops/contracts';
import type { AccessLogEntry } from '@ops/contracts';
import { demo } from '../test-kit/delivery-calls';

const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const UBUNTU = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

// The browser an entry names, read as the server reads a User-Agent (ua-parser-js, the contracts'
// accessLogClient): an iPad or an Android tablet is a tablet, Ubuntu is Ubuntu.
describe("the demo's access log entries", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [IPAD, 'iOS · Tablet'],
    [UBUNTU, 'Ubuntu · Desktop'],
    [ANDROID_TABLET, 'Android · Tablet'],
  ])('name the platform and device of %s', async (userAgent, platform) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    const { state, call } = demo();
    const id = state.deliveries[0]!.id;
    await call(API.assignments.secureKey, {
      method: 'POST',
      as: 'OU',
      json: { delivery_id: id, resend: false },
    });
    const entries = state.accessLogs.get(id) as AccessLogEntry[];
    expect(entries.at(-1)).toMatchObject({ type: 'resend_secure_key', platform });
  });
});
