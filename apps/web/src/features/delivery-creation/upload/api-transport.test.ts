import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, DELIVERY_MESSAGES } from '@ops/contracts';
import { demoToken } from '@/demo/data/accounts';
import { calls, server, signInAs } from '@/test/demo-server';
import { apiTransport } from './api-transport';
import { UploadError } from '@/shared/upload/upload-error';

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
    signInAs('OU');
    // The demo numbers its uploads; the update flow names an existing delivery (the sample 1001).
    await expect(apiTransport.getUrls(body, 'new', signal())).resolves.toMatchObject({
      upload_id: 'demo-upload-1',
      urls: [API.deliveries.uploadPart('demo-upload-1.1')],
    });
    await expect(
      apiTransport.getUrls({ ...body, delivery_id: '1001' }, 'update', signal()),
    ).resolves.toMatchObject({ upload_id: 'demo-upload-2' });
    const [call] = calls('POST', API.deliveries.uploadGetUrl);
    expect(call!.headers.get('Authorization')).toBe(`Bearer ${demoToken('OU')}`);
    expect(call!.headers.get('X-CSRFToken')).toBeTruthy();
    expect(call!.body).toEqual(body);
    expect(calls('POST', API.deliveries.updateGetUrl)[0]!.body).toEqual({ ...body, delivery_id: '1001' });
  });

  it('rejects with the links message and only logs the server answer', async () => {
    signInAs('OU');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A new delivery's batch id that a sample delivery has already.
    const taken = { ...body, delivery_id: 'B-ACME-001001' };
    const error = await apiTransport.getUrls(taken, 'new', signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ kind: 'links', message: 'Failed to fetch upload links!' });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ message: DELIVERY_MESSAGES.batchExists('B-ACME-001001') }),
    );
  });

  it('reads an unknown or aborted upload on resume as gone; a throttle or server error as a failure', async () => {
    signInAs('OU');
    // The demo answers an unknown upload 404; an aborted upload (400), a throttle (429) and a server error
    // (500) are the server's alone.
    const answers: Record<string, number> = { aborted: 400, busy: 429, other: 500 };
    server.use(
      http.post(API.deliveries.uploadResume, async ({ request }) => {
        const status = answers[((await request.clone().json()) as { upload_id: string }).upload_id];
        return status ? HttpResponse.json({ success: false, message: 'Nope.' }, { status }) : undefined;
      }),
    );
    await expect(apiTransport.resume('gone', signal())).rejects.toMatchObject({
      kind: 'gone',
      message: DELIVERY_MESSAGES.uploadNotFound,
    });
    await expect(apiTransport.resume('aborted', signal())).rejects.toMatchObject({ kind: 'gone' });
    await expect(apiTransport.resume('busy', signal())).rejects.toMatchObject({ kind: 'failed' });
    await expect(apiTransport.resume('other', signal())).rejects.toMatchObject({ kind: 'failed' });
  });

  it('completes with the parts (answering the scan state), and fails with the server message', async () => {
    signInAs('OU');
    const started = await apiTransport.getUrls(body, 'new', signal());
    const request = {
      parts: [{ ETag: '"e"', PartNumber: 1 }],
      upload_id: started.upload_id,
      file_name: 'a.pdf',
    };
    // Part 1 is not stored yet.
    await expect(apiTransport.complete(request, signal())).rejects.toMatchObject({
      kind: 'failed',
      message: DELIVERY_MESSAGES.partsMissing([1]),
    });

    const put = await fetch(started.urls[0]!, { method: 'PUT', body: new Uint8Array(5) });
    const parts = [{ ETag: put.headers.get('ETag')!, PartNumber: 1 }];
    await expect(apiTransport.complete({ ...request, parts }, signal())).resolves.toEqual({
      upload_id: started.upload_id,
      file_name: 'a.pdf',
      file_size: 5,
    });

    // The answer carries where the malware scan stands when the server scans (the demo does not); the
    // engine waits on it.
    const details = {
      upload_id: started.upload_id,
      file_name: 'a.pdf',
      file_size: 5,
      scan_status: 'pending',
    };
    server.use(
      http.post(API.deliveries.multipartComplete, () =>
        HttpResponse.json({ success: true, message: '', details }),
      ),
    );
    await expect(apiTransport.complete({ ...request, parts }, signal())).resolves.toMatchObject({
      scan_status: 'pending',
    });
  });
});
