import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';

const root = await mkdtemp(path.join(os.tmpdir(), 'ops-local-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));

it('a write that fails half-way (a full disk, a body cut short) leaves no file behind', async () => {
  const storage = createLocalStorage(root);
  const body = new Readable({ read() {} });
  body.push(Buffer.alloc(64 * 1024, 1));
  setTimeout(() => body.destroy(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })), 20);
  await expect(storage.put('contracts/cut.pdf', body)).rejects.toMatchObject({ code: 'ENOSPC' });
  expect(await readdir(path.join(root, 'contracts'))).toEqual([]);
  expect(await storage.exists('contracts/cut.pdf')).toBe(false);
});
