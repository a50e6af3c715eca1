import { parseArgs } from 'node:util';
import path from 'node:path';
import { backupDataDir, restoreDataDir } from '../backup/data-backup.js';
import { loadConfig } from '../config.js';
import { systemClock } from '../lib/clock.js';
import { loadEnvFile } from '../lib/load-env-file.js';
import { takeLock } from '../lib/pglite-lock.js';

const USAGE = `Usage: npm run backup [-- --out FILE]    (default ./backups/console-<time>.tar.gz)
       npm run restore -- --from FILE       (into DATA_DIR, which must be empty)
For the embedded database and the stored files in DATA_DIR, with the server stopped. With DATABASE_URL
or S3_BUCKET, use pg_dump / pg_restore and the bucket's own versioning (docs/operations.md, Backup and restore).`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (
    values.help ||
    (command !== 'backup' && command !== 'restore') ||
    (command === 'restore' && !values.from)
  ) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  loadEnvFile();
  const config = loadConfig();
  if (config.DATABASE_URL || config.S3_BUCKET) {
    console.error(
      'DATABASE_URL or S3_BUCKET is set: back up PostgreSQL and the bucket with their own tools (docs/operations.md).',
    );
    process.exitCode = 2;
    return;
  }
  const release = takeLock(config.DATA_DIR);
  try {
    if (command === 'backup') {
      const out =
        values.out ??
        path.join('backups', `console-${systemClock.now().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      await backupDataDir(config.DATA_DIR, out);
      console.log(`Backed up ${config.DATA_DIR} to ${path.resolve(out)}.`);
    } else {
      await restoreDataDir(values.from!, config.DATA_DIR);
      console.log(`Restored ${path.resolve(values.from!)} into ${config.DATA_DIR}.`);
    }
  } finally {
    release();
  }
}

main().catch((error: Error) => {
  console.error(
    error.message.startsWith('Another process') ? `${error.message} Stop the server first.` : error.message,
  );
  process.exitCode = 1;
});
