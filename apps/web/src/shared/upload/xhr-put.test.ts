import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from './upload-error';
import { xhrPutPart } from './xhr-put';

/** An XMLHttpRequest that answers `status` with `headers` as soon as it is sent. */
function answering(status: number, headers: Record<string, string>) {
  class FakeXhr {
    status = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    open() {}
    getResponseHeader(name: string) {
      return headers[name] ?? null;
    }
    send() {
      this.status = status;
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const put = () =>
  xhrPutPart({
    url: '/part/1',
    body: new Blob(['x']),
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });

afterEach(() => vi.unstubAllGlobals());

describe('xhrPutPart', () => {
  it('resolves with the ETag of a 200', async () => {
    answering(200, { ETag: '"abc"' });
    await expect(put()).resolves.toBe('"abc"');
  });

  it('reads a 503 as busy with its Retry-After in ms (1 s when absent)', async () => {
    answering(503, { 'Retry-After': '7' });
    await expect(put()).rejects.toMatchObject({ kind: 'busy', retryAfterMs: 7000 });
    answering(503, {});
    await expect(put()).rejects.toMatchObject({ kind: 'busy', retryAfterMs: 1000 });
  });

  it('reads a 403 as an expired link and any other answer as a failure', async () => {
    answering(403, {});
    await expect(put()).rejects.toMatchObject({ kind: 'expired' });
    answering(500, {});
    const error = await put().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ kind: 'failed' });
  });
});
