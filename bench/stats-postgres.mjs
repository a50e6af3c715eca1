// A PostgreSQL server with pg_stat_statements loaded, for the load bench's PostgreSQL time per request. The
// extension needs shared_preload_libraries, which takes a restart: the bench server is used when it has it;
// otherwise the bench runs its own cluster (initdb once into a lasting directory, started with the library
// and stopped after the run), so the machine's server keeps its configuration and is never restarted.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const LIBRARY = 'pg_stat_statements';
/** The bench's own cluster: beside the other benches' ports, in a directory kept between runs. */
const PORT = Number(process.env.BENCH_STATS_PORT ?? 8740);

async function query(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The admin URL of a server that loads pg_stat_statements: `adminUrl`'s own when it does, else the bench's
 * cluster of the same major version, started now; stop() stops what this call started.
 */
export async function serverWithStatements(adminUrl) {
  const [{ shared_preload_libraries: loaded }] = await query(adminUrl, 'show shared_preload_libraries');
  if (loaded.split(',').some((name) => name.trim() === LIBRARY)) {
    return { adminUrl, stop: async () => undefined };
  }
  const [{ major }] = await query(
    adminUrl,
    `select current_setting('server_version_num')::int / 10000 as major`,
  );
  const bin = process.env.BENCH_PG_BIN ?? `/usr/lib/postgresql/${major}/bin`;
  const dir = process.env.BENCH_STATS_PGDATA ?? path.join(os.tmpdir(), `ops-bench-pg${major}-statements`);
  // PostgreSQL refuses to run as root: as root, the cluster belongs to (and runs as) the postgres account.
  const asOwner = (file, args) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, file), args, { stdio: 'pipe' });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    console.log(
      `The server at ${new URL(adminUrl).host} does not load ${LIBRARY} (shared_preload_libraries); ` +
        `creating the bench's own PostgreSQL ${major} cluster in ${dir} (once).`,
    );
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (process.getuid?.() === 0) {
      const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, id('-u'), id('-g'));
    }
    asOwner('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  }
  const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
  const running = await query(url, 'show shared_preload_libraries').catch(() => null);
  if (running && !running[0].shared_preload_libraries.includes(LIBRARY)) {
    throw new Error(`port ${PORT} has a PostgreSQL without ${LIBRARY}: set BENCH_STATS_PORT to a free port`);
  }
  if (!running) {
    const options = [
      `-p ${PORT}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      `-c shared_preload_libraries=${LIBRARY}`,
      // Planning time counts too (off by default); statements inside functions do not (track=top).
      '-c pg_stat_statements.track_planning=on',
      '-c max_connections=100',
    ].join(' ');
    asOwner('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  }
  console.log(`PostgreSQL with ${LIBRARY}: the bench's own cluster at 127.0.0.1:${PORT} (${dir}).`);
  return {
    adminUrl: url,
    // A cluster found running (another run's) is left running.
    stop: async () => {
      if (!running) asOwner('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
    },
  };
}

/**
 * Readies `databaseUrl` for per-instance figures: the extension, and a login role per instance, since
 * pg_stat_statements keys its figures by role (superusers, as the bench's postgres account, so either
 * instance may run migrations and the job queue's DDL). Answers each instance's database URL.
 */
export async function rolePerInstance(databaseUrl, names) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create extension if not exists ${LIBRARY}`);
    for (const name of names) {
      const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [name]);
      if (!rowCount) await client.query(`create role "${name}" login superuser`);
    }
  } finally {
    await client.end();
  }
  return names.map((name) => {
    const url = new URL(databaseUrl);
    url.username = name;
    return url.href;
  });
}

/**
 * Statement time so far in `databaseUrl`'s database by role, in ms (execution plus planning), with the
 * statements and the shared buffers they touched (hit or read: work that CPU contention does not inflate), and how many
 * entries pg_stat_statements has evicted (an evicted statement's time leaves the sums, so a delta across an
 * eviction is too low).
 */
export async function statementTime(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select r.rolname as role,
        sum(s.total_exec_time + s.total_plan_time)::float8 as ms, sum(s.calls)::float8 as calls,
        sum(s.shared_blks_hit + s.shared_blks_read)::float8 as blocks
      from pg_stat_statements s join pg_roles r on r.oid = s.userid
      where s.dbid = (select oid from pg_database where datname = current_database()) group by r.rolname`);
    const {
      rows: [{ dealloc }],
    } = await client.query('select dealloc::float8 from pg_stat_statements_info');
    return {
      byRole: Object.fromEntries(rows.map((r) => [r.role, { ms: r.ms, calls: r.calls, blocks: r.blocks }])),
      dealloc,
    };
  } finally {
    await client.end();
  }
}
