import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite is a single-process database: two processes on one data folder would corrupt it.
const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function runningServerPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function takeLock(dataDir: string) {
  const other = runningServerPid(dataDir);
  if (other) throw new Error(`Another process (pid ${other}) is using the embedded database in ${dataDir}.`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
