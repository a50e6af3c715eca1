import { describe, expect, it, vi } from 'vitest';
import { API } from '@ops/contracts';
import { startSession } from '@/shared/session/session-storage';
import { mockServer } from '@/test/mock-server';
import { apiTransport } from './api-transport';
import { UploadError } from './upload-error';

const body = {
  group: 'G_1',
  delivery_id: 'BATCH-1',
  file_type: 'target_files' as const,
  file_name: 'a.pdf',
  file_size: 5,
  chunk_size: 10,
};
const signal = () => new AbortController().signal;

describe('upload api transport', () => {
  it('asks the new or the update get-url path with the token and CSRF header', async () => {
    startSession({ token: 'token-1', isVerified: true, persist: false });
    const answer = { success: true, message: '', upload_id: 'u1', urls: ['/p/1'], chunk_size: 10485760 };
    const server = mockServer({
      [`POST ${API.deliveries.uploadGetUrl}`]: { body: answer },
      [`POST ${API.deliveries.updateGetUrl}`]: { body: { ...answer, upload_id: 'u2' } },
    });
    await expect(apiTransport.getUrls(body, 'new', signal())).resolves.toMatchObject({ upload_id: 'u1' });
    await expect(apiTransport.getUrls(body, 'update', signal())).resolves.toMatchObject({ upload_id: 'u2' });
    const [call] = server.calls('POST', API.deliveries.uploadGetUrl);
    expect(call!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(call!.headers.get('X-CSRFToken')).toBeTruthy();
    expect(call!.body).toEqual(body);
  });

  it('rejects with the links message and only logs the server answer', async () => {
    startSession({ token: 'token-1', isVerified: true, persist: false });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer({
      [`POST ${API.deliveries.uploadGetUrl}`]: { status: 400, body: { success: false, message: 'Nope.' } },
    });
    const error = await apiTransport.getUrls(body, 'new', signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ kind: 'links', message: 'Failed to fetch upload links!' });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'Nope.' }));
  });

  it('reads an unknown or aborted upload on resume as gone; a throttle or server error as a failure', async () => {
    startSession({ token: 'token-1', isVerified: true, persist: false });
    const answers: Record<string, number> = { gone: 404, aborted: 400, busy: 429, other: 500 };
    mockServer({
      [`POST ${API.deliveries.uploadResume}`]: (request) => ({
        status: answers[(request.body as { upload_id: string }).upload_id]!,
        body: { success: false, message: 'Nope.' },
      }),
    });
    await expect(apiTransport.resume('gone', signal())).rejects.toMatchObject({ kind: 'gone' });
    await expect(apiTransport.resume('aborted', signal())).rejects.toMatchObject({ kind: 'gone' });
    await expect(apiTransport.resume('busy', signal())).rejects.toMatchObject({ kind: 'failed' });
    await expect(apiTransport.resume('other', signal())).rejects.toMatchObject({ kind: 'failed' });
  });

  it('completes with the parts (answering the scan state), and fails with the server message', async () => {
    startSession({ token: 'token-1', isVerified: true, persist: false });
    let ok = true;
    mockServer({
      [`POST ${API.deliveries.multipartComplete}`]: () =>
        ok
          ? {
              body: {
                success: true,
                message: '',
                details: { upload_id: 'u1', file_name: 'a.pdf', file_size: 5, scan_status: 'pending' },
              },
            }
          : { status: 400, body: { success: false, message: 'The upload is missing part 1.' } },
    });
    const request = { parts: [{ ETag: '"e"', PartNumber: 1 }], upload_id: 'u1', file_name: 'a.pdf' };
    // The answer carries where the malware scan stands; the engine waits on it.
    await expect(apiTransport.complete(request, signal())).resolves.toMatchObject({ scan_status: 'pending' });
    ok = false;
    await expect(apiTransport.complete(request, signal())).rejects.toMatchObject({
      kind: 'failed',
      message: 'The upload is missing part 1.',
    });
  });
});
