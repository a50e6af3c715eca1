import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A tmpfs of `megabytes` on `dir`: a real file system that fills up. */
export const mountTmpfs = (dir: string, megabytes: number) =>
  run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);

/** Changes a mounted file system's options in place: `ro`, `rw`, `size=32m`. */
export const remount = (dir: string, options: string) => run('mount', ['-o', `remount,${options}`, dir]);

/** Lazily, so a file still open in the test never keeps the mount behind. */
export const unmount = (dir: string) => run('umount', ['-l', dir]);

/** Whether this process may mount file systems (root in a namespace that allows it); false otherwise. */
export async function canMount() {
  const probe = await mkdtemp(path.join(os.tmpdir(), 'ops-mount-probe-'));
  try {
    await mountTmpfs(probe, 1);
    await unmount(probe);
    return true;
  } catch {
    return false;
  } finally {
    await rm(probe, { recursive: true, force: true });
  }
}
