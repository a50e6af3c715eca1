import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

/** What a backup of DATA_DIR holds besides the database dump. */
const KEPT = ['storage', 'signing.secret'] as const;
const DUMP = 'database.tar.gz';

async function loadPglite() {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return { PGlite, extensions: { pg_trgm } };
}

/**
 * Writes one .tar.gz of the embedded database (PGlite's own consistent dump of its data folder) and the
 * stored files of DATA_DIR. The caller holds the data folder's lock, so nothing writes meanwhile.
 */
export async function backupDataDir(dataDir: string, outFile: string) {
  const staging = await mkdtemp(path.join(dataDir, '.backup-'));
  try {
    const { PGlite, extensions } = await loadPglite();
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions });
    try {
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(staging, DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    const kept = KEPT.filter((name) => existsSync(path.join(dataDir, name)));
    await tar.c({ gzip: true, file: path.join(staging, 'files.tar'), cwd: dataDir, portable: true }, [
      ...kept,
    ]);
    await mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
    await tar.c({ gzip: true, file: outFile, cwd: staging, portable: true }, [DUMP, 'files.tar']);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an empty (or missing) DATA_DIR: never over existing data, so nothing is lost by
 * a restore aimed at the wrong folder.
 */
export async function restoreDataDir(archive: string, dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  // The restoring process's own lock file does not count.
  const present = (await readdir(dataDir)).filter((name) => !name.startsWith('.') && name !== 'server.lock');
  if (present.length > 0) throw new Error(`${dataDir} is not empty; restore into an empty folder.`);
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await tar.x({ file: archive, cwd: staging });
    await tar.x({ file: path.join(staging, 'files.tar'), cwd: dataDir });
    const { PGlite, extensions } = await loadPglite();
    const target = path.join(dataDir, 'pglite.restoring');
    const db = await PGlite.create({
      dataDir: target,
      extensions,
      loadDataDir: new Blob([await readFile(path.join(staging, DUMP))]),
    });
    await db.close();
    await rename(target, path.join(dataDir, 'pglite'));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
