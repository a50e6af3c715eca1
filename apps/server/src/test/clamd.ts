import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CLAMD = process.env.CLAMD_BIN ?? '/usr/sbin/clamd';

/**
 * The EICAR test file, assembled at run time so no committed file carries it whole (other scanners would
 * flag the repository). Every scanner treats it as malware by agreement; it is harmless.
 */
export const eicarBytes = () =>
  Buffer.from(
    ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-', 'ANTIVIRUS-TEST-', 'FILE!$H+H*'].join(''),
    'latin1',
  );

/** The name the generated database gives EICAR, as clamd reports it. */
const EICAR_SIGNATURE = 'Ops-Test-Eicar';
/** What clamd answers for it: a signature from a database of one's own is marked UNOFFICIAL. */
export const EICAR_FOUND = `${EICAR_SIGNATURE}.UNOFFICIAL`;

/** Whether Debian's clamd is installed (scripts/ensure-clamav.sh installs it; CI runs that). */
const clamdInstalled = () => existsSync(CLAMD);

/** Says why the clamd tests are skipped; in CI a missing clamd is a failure, not a skip. */
export function clamdMissingReason(): string | null {
  if (clamdInstalled()) return null;
  if (process.env.CI) throw new Error(`${CLAMD} is missing: run scripts/ensure-clamav.sh`);
  return `clamd tests skipped: ${CLAMD} is missing (run scripts/ensure-clamav.sh to install clamav-daemon)`;
}

export interface TestClamd {
  socket: string;
  stop(): Promise<void>;
  /** Starts it again on the same socket (after stop). */
  start(): Promise<void>;
  /** Removes the folder; the daemon must be stopped. */
  remove(): Promise<void>;
}

async function answersPing(socket: string) {
  return new Promise<boolean>((resolve) => {
    const client = connect(socket);
    let reply = '';
    const done = (up: boolean) => {
      client.destroy();
      resolve(up);
    };
    client.setTimeout(1000, () => done(false));
    client.on('error', () => done(false));
    client.on('data', (d) => {
      reply += d.toString();
      if (reply.includes('PONG')) done(true);
    });
    client.on('connect', () => client.write('zPING\0'));
  });
}

/**
 * A private clamd on a Unix socket in a temporary folder, with a signature database generated here
 * (a hex signature of the EICAR string: no signature is downloaded, no freshclam runs).
 */
export async function startClamd(): Promise<TestClamd> {
  const dir = await mkdtemp(path.join(tmpdir(), 'clamd-'));
  const socket = path.join(dir, 'clamd.sock');
  await mkdir(path.join(dir, 'db'));
  await mkdir(path.join(dir, 'tmp'));
  await writeFile(
    path.join(dir, 'db', 'test.ndb'),
    `${EICAR_SIGNATURE}:0:*:${eicarBytes().toString('hex')}\n`,
  );
  const conf = path.join(dir, 'clamd.conf');
  await writeFile(
    conf,
    [
      'Foreground yes',
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${path.join(dir, 'db')}`,
      `TemporaryDirectory ${path.join(dir, 'tmp')}`,
      `PidFile ${path.join(dir, 'clamd.pid')}`,
      'StreamMaxLength 200M',
      'MaxThreads 2',
      'LogTime no',
      '',
    ].join('\n'),
  );
  // As root clamd keeps running as root unless told a User; the private folder is its own.
  if (process.getuid?.() === 0) spawnSync('chmod', ['-R', 'go+rwx', dir]);
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    await rm(socket, { force: true });
    child = spawn(CLAMD, ['--config-file', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (output += d.toString()));
    child.stderr!.on('data', (d) => (output += d.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`clamd exited: ${output}`);
      if (existsSync(socket) && (await answersPing(socket))) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`clamd did not start in 60 s: ${output}`);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return { socket, start, stop, remove: () => rm(dir, { recursive: true, force: true }) };
}
