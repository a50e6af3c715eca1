// Fills a PostgreSQL database with N deliveries (10 files each: 2 sources, 8 targets over 1 or 2 versions, in
// one group), spread over ten years, with the demo clients as owners. Runs inside PostgreSQL
// (generate_series), so a million files take seconds rather than a million round trips.
import { openDatabase } from '../apps/server/dist/db/client.js';
import { refreshDeliverySummaries } from '../apps/server/dist/modules/assignments/delivery-summary.js';
import { seedDemoClients } from '../apps/server/dist/modules/clients/demo-clients.js';
import { foldInsightMonths } from '../apps/server/dist/modules/insights/insight-fold.js';

const WORDS_A = [
  'Quarterly',
  'Annual',
  'Board',
  'Investor',
  'Safety',
  'Onboarding',
  'Product',
  'Market',
  'Budget',
  'Strategy',
  'Compliance',
  'Training',
  'Brand',
  'Clinical',
  'Regional',
  'Customer',
];
const WORDS_B = [
  'Report',
  'Deck',
  'Brochure',
  'Minutes',
  'Manual',
  'Summary',
  'Contract',
  'Subtitles',
  'Survey',
  'Handbook',
  'Factsheet',
  'Newsletter',
  'Proposal',
  'Guide',
  'Policy',
  'Storyboard',
];
const LANGS = ['EN', 'DE', 'FR', 'ES', 'JA', 'AR', 'PT', 'ZH', 'HI', 'IT'];
const EXTS = ['pptx', 'pdf', 'docx', 'xlsx', 'srt', 'mp4', 'png', 'jpg'];
const REQUESTERS = [
  'Priya Raman',
  'Jonas Berg',
  'Amara Okafor',
  'Lucia Ferreira',
  'Kenji Sato',
  'Nadia Haddad',
  'Tomasz Nowak',
  'Hannah Weiss',
  'Omar Farouk',
  'Elena Petrova',
  'Diego Alvarez',
  'Mei Lin',
  'Samuel Mensah',
  'Freya Lund',
  'Arjun Mehta',
  'Chloe Martin',
];
const WORK = [
  ['Translation Services', 'Proofreading', 'Words'],
  ['Translation Services', 'Localization', 'Words'],
  ['Presentation Design', 'High-End Design', 'Pages'],
  ['Audio-Video Production', 'Powerpoint Animation Video', 'Minutes'],
  ['Research & Analytics', 'Smart Secondary Research', 'hours'],
  ['Graphic Design', 'Infographic Design', 'Pages'],
  ['Data Processing', 'Data Entry', 'Records'],
];

/**
 * The insights' per-row triggers (decision 0041). A generated million rows would run each once per row (every
 * version inserted, every delivery's summary or client set, every download), which took most of the
 * generation; they are off while the bulk writes run, and their work is then done once, set-based, by the same
 * function the triggers call (as the migration that made them filled the table). Turned on again at every
 * start, so a run stopped half-way leaves none off.
 */
const ROW_TRIGGERS = [
  ['deliveries', 'insight_versions_delivery'],
  ['delivery_versions', 'insight_versions_version'],
  ['share_downloads', 'insight_versions_download'],
];
async function rowTriggers(run, state) {
  for (const [table, trigger] of ROW_TRIGGERS) await run(`alter table ${table} ${state} trigger ${trigger}`);
}

/** What the row triggers would have written: every version's insight row, in batches of 100,000 versions. */
async function writeInsightVersions(run) {
  const { rows } = await run(`select coalesce(max(id), 0)::int as last from delivery_versions`);
  for (let from = 1; from <= rows[0].last; from += 100_000) {
    await run(`select insight_versions_write(array(select id from delivery_versions
      where id between ${from} and ${from + 99_999}))`);
  }
}

const arr = (list) => `array[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (list, expr) => `(${arr(list)})[1 + ((${expr}) % ${list.length})]`;
const TEN_YEARS_SECONDS = 3650 * 86400;

export async function generate(databaseUrl, count, log = console.log) {
  const database = await openDatabase({ databaseUrl, dataDir: '.' });
  const { db } = database;
  const { sql } = await import('drizzle-orm');
  const run = (text) => db.execute(sql.raw(text));
  await rowTriggers(run, 'enable');
  const existing = Number((await run(`select count(*)::int as n from deliveries`)).rows[0].n);
  // A database generated before deliveries had their groups and requesters their addresses, or stopped before
  // its insights were all written (they go in version order, in batches), is made again.
  const current = await run(`select 1 from delivery_groups g
    join workspace_assignments a on a.id = g.assignment_ids->>0 and a.requester_email is not null
    where g.delivery_id = (select min(id) from deliveries)
      and (select max(version_id) from insight_versions) =
        (select max(id) from delivery_versions where actual_delivery is not null)`);
  if (existing === count && current.rows.length) {
    log(`Database already holds ${count.toLocaleString('en')} deliveries; reusing it.`);
    await addSearchVariety(db, run, log);
    await addClientResponse(db, run, log);
    await foldInsightMonths(db);
    await database.close();
    return;
  }
  log(
    `Generating ${count.toLocaleString('en')} deliveries and ${(count * 10).toLocaleString('en')} files...`,
  );
  await run(`truncate access_logs, shared_logs, comments, file_objects, delivery_files, delivery_versions,
    delivery_groups, delivery_assignments, deliveries, workspace_assignments, insight_months, insight_stale_months
    restart identity cascade`);
  await seedDemoClients(db, new Date());
  const started = Date.now();
  await rowTriggers(run, 'disable');
  try {
    await insertDeliveries(db, run, count, log);
  } finally {
    await rowTriggers(run, 'enable');
  }
  log('Writing the insights of every version...');
  await writeInsightVersions(run);
  await foldInsightMonths(db);
  // After the variety's updates too: a fresh database answers as one autovacuum has been over.
  await run(`vacuum analyze`);
  const files = Number((await run(`select count(*)::int as n from delivery_files`)).rows[0].n);
  log(
    `Generated ${count.toLocaleString('en')} deliveries, ${files.toLocaleString('en')} files in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  await database.close();
}

/** The deliveries with their assignments, groups, versions, files, summaries, search variety and responses. */
async function insertDeliveries(db, run, count, log) {
  const owners = `(select array_agg(c.id order by c.id) as cids, array_agg(e.id order by c.id) as eids
    from clients c join lateral (select id from entities where client_id = c.id order by id limit 1) e on true
    where c.client_name not like 'Bench Client %')`;
  const work = (g) => `jsonb_build_array(jsonb_build_object('service', ${pick(
    WORK.map((w) => w[0]),
    g,
  )},
    'sub_services', jsonb_build_array(jsonb_build_object('sub_service', ${pick(
      WORK.map((w) => w[1]),
      g,
    )},
    'unit_type', ${pick(
      WORK.map((w) => w[2]),
      g,
    )}, 'unit_count', 50 + (${g} * 37) % 20000))))`;
  // Deliveries arrive in time order, as they do in production (ids follow dates), with a few hours' jitter.
  const actual = (g) =>
    `now() - make_interval(secs => ((${count} - (${g})) * ${TEN_YEARS_SECONDS}::bigint / ${count}
      + ((${g})::bigint * 2654435761 % 21600)))`;

  // Seven digits: lpad cuts longer text, so six would make the millionth id repeat the 100,000th.
  // A requester's address gets the delivery mail of each version, as in production.
  await run(`insert into workspace_assignments (id, name, client_id, requester_name, requester_email, services)
    select 'WSB-' || lpad(g::text, 7, '0'),
      ${pick(WORDS_A, 'g * 3')} || ' ' || ${pick(WORDS_B, 'g * 5')} || ' ' || ${pick(LANGS, 'g')} || ' ' || g,
      o.cids[1 + g % cardinality(o.cids)], ${pick(REQUESTERS, 'g * 7')},
      lower(replace(${pick(REQUESTERS, 'g * 7')}, ' ', '.')) || '@client.example', ${work('g')}
    from generate_series(1, ${count}) g, ${owners} o`);
  await run(`insert into deliveries (batch_id, general_delivery_id, client_id, entity_id, invoice_code,
      requester_name, user_name, requested_delivery, committed_delivery, actual_delivery, current_version, feedback)
    select 'B-' || lpad(g::text, 7, '0'), 'GD-' || g, o.cids[1 + g % cardinality(o.cids)],
      o.eids[1 + g % cardinality(o.eids)], 'INV-' || (g % 5000), ${pick(REQUESTERS, 'g * 7')},
      ${pick(REQUESTERS, 'g * 11')},
      ${actual('g')} - interval '5 days',
      ${actual('g')} + make_interval(hours => (g % 97) - 30),
      ${actual('g')}, 1 + g % 2, case when g % 3 = 0 then null else 1 + g % 5 end
    from generate_series(1, ${count}) g, ${owners} o`);
  await run(`insert into delivery_assignments (delivery_id, assignment_id)
    select d.id, 'WSB-' || substr(d.batch_id, 3) from deliveries d`);
  // One group per delivery, as the wizard stores it (part 2): a later version reads and updates it.
  await run(`insert into delivery_groups (delivery_id, gid, assignment_ids, current_deliveries,
      committed_delivery, delivery_notes, created_at, updated_at)
    select d.id, 1, jsonb_build_array('WSB-' || substr(d.batch_id, 3)), d.current_version, d.committed_delivery,
      'Delivered as agreed, version ' || d.current_version || '.', d.actual_delivery, d.actual_delivery
    from deliveries d`);
  await run(`insert into delivery_versions (delivery_id, version, committed_delivery, actual_delivery,
      overall_feedback, delivery_notes)
    select d.id, v, d.committed_delivery, d.actual_delivery, d.feedback,
      jsonb_build_array(jsonb_build_object('files', jsonb_build_array('Source ' || d.batch_id || '.docx'),
        'notes', 'Delivered as agreed, version ' || v || '.'))
    from deliveries d, generate_series(1, d.current_version) v`);
  const fileName = (n) =>
    `${pick(WORDS_A, `${n} * 7 + 3`)} || ' ' || ${pick(WORDS_B, `${n} * 11 + 5`)} || ' ' || ${pick(LANGS, `${n}`)}
      || ' ' || substr(d.batch_id, 3) || '-' || f || '.' || ${pick(EXTS, `${n} * 13`)}`;
  await run(`insert into delivery_files (delivery_id, version_id, name, position, group_id)
    select d.id, null, 'Source ' || d.batch_id || '-' || f || '.docx', f, 1
    from deliveries d, generate_series(1, 2) f`);
  await run(`insert into delivery_files (delivery_id, version_id, name, position, group_id)
    select d.id, v.id, ${fileName('(d.id * 8 + f)')}, f, 1
    from deliveries d join delivery_versions v on v.delivery_id = d.id,
      generate_series(1, 8 / d.current_version) f`);
  await run(`insert into file_objects (file_id, format, storage_key, size)
    select f.id, coalesce(nullif(substring(f.name from '\\.([a-z0-9]+)$'), ''), 'pdf'),
      'demo/sample.pdf', 1024 from delivery_files f`);
  // Statistics first, as autovacuum would give them: without them each summary's subqueries are planned for
  // tens of thousands of files per delivery, and a batch of 500 refreshes took minutes instead of a second.
  await run(`analyze`);
  await refreshDeliverySummaries(db);
  await addSearchVariety(db, run, log);
  await addClientResponse(db, run, log);
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tu',
  'vas',
  'zel',
  'dor',
  'fin',
  'gra',
  'hul',
  'jep',
  'kor',
  'lum',
  'nab',
  'pov',
  'rix',
  'sab',
  'tov',
  'vim',
  'wen',
  'yul',
  'zor',
  'bex',
];
/** Clients beyond the three demo ones, so searches for client codes have hundreds of distinct terms. */
const BENCH_CLIENTS = 400;

/**
 * What searches need besides common words (decision 0025): a rare word in every 40th delivery's first source
 * file (a made-up word, each in one to a few deliveries), and 400 more clients owning every tenth delivery.
 * Runs once per database (a fresh one, or one generated before these existed), then finds them present.
 */
async function addSearchVariety(db, run, log) {
  const benchClients = `select c.id from clients c where c.client_name like 'Bench Client %'`;
  const clientCount = Number((await run(`select count(*)::int as n from (${benchClients}) c`)).rows[0].n);
  if (clientCount < BENCH_CLIENTS) {
    // Codes like 'AQB': a Q not followed by U, so a code is not also part of the generated words.
    await run(`insert into clients (client_name, client_code, client_domain_list)
      select 'Bench Client ' || n, chr(65 + n / 25) || 'Q' || chr(case when n % 25 >= 20 then 66 + n % 25 else 65 + n % 25 end),
        '["bench.example"]'::jsonb
      from generate_series(0, ${BENCH_CLIENTS - 1}) n`);
    await run(`insert into entities (client_id, entity_code, entity_name, country, city)
      select c.id, 'BE-' || c.client_code, c.client_name, 'India', 'Mumbai' from clients c
      where c.client_name like 'Bench Client %'`);
  }
  const spread = await run(`select 1 from deliveries where id = 5 and client_id in (${benchClients})`);
  if (!spread.rows.length) {
    log(`Giving ${BENCH_CLIENTS} more clients every tenth delivery...`);
    await run(`update deliveries d set client_id = b.client_id, entity_id = b.entity_id
      from (select row_number() over (order by c.id) - 1 as n, c.id as client_id, e.id as entity_id
        from clients c join entities e on e.client_id = c.id where c.client_name like 'Bench Client %') b
      where d.id % 10 = 5 and b.n = (d.id / 10) % ${BENCH_CLIENTS}`);
  }
  // Marked once the last of them carries its word in search_text (the refresh goes in id order).
  const last = `(select max(id) from deliveries where id % 40 = 0)`;
  const marked = await run(`select 1 from deliveries
    where id = ${last} and search_text ~ '\\nsource \\S+-1 [a-z]+\\.docx'`);
  if (marked.rows.length) return;
  log('Adding a rare word to every 40th delivery...');
  const word = (h) =>
    `${pick(SYLLABLES, h)} || ${pick(SYLLABLES, `${h} / ${SYLLABLES.length}`)} || ${pick(SYLLABLES, `${h} / ${SYLLABLES.length ** 2}`)}`;
  await run(`update delivery_files f
    set name = 'Source ' || d.batch_id || '-1 ' || ${word('(d.id::bigint * 2654435761 % 13824)')} || '.docx'
    from deliveries d where d.id = f.delivery_id and d.id % 40 = 0 and f.version_id is null and f.position = 1
      and f.name = 'Source ' || d.batch_id || '-1.docx'`);
  await run(`analyze delivery_files`);
  const ids = (await run(`select id from deliveries where id % 40 = 0 order by id`)).rows.map((r) => r.id);
  // Small batches: each refresh reads its deliveries through their indexes.
  for (let i = 0; i < ids.length; i += 500) await refreshDeliverySummaries(db, ids.slice(i, i + 500));
  await run(`analyze deliveries`);
}

/**
 * What the insights' response figures read (decision 0041): a rating on every fourth version a day after its
 * delivery, a complaint on every hundredth (resolved for two in three, a week later), and a share of every
 * fifth delivery whose recipient first downloaded each version some hours after it came. Runs once per
 * database; the caller then folds the insights' summary so a bench starts as a running server would be after a
 * minute.
 */
const READER = 'reader@client.example';
async function addClientResponse(db, run, log) {
  const present = await run(`select 1 from recipient_feedback limit 1`);
  if (!present.rows.length) {
    log('Adding ratings, complaints and downloads...');
    const { sql } = await import('drizzle-orm');
    // All or nothing: an interrupted run leaves none, and the next adds them whole.
    await db.transaction(async (tx) => {
      const inTx = (text) => tx.execute(sql.raw(text));
      await inTx(`insert into recipient_feedback (version_id, email, rating, updated_at)
      select v.id, '${READER}', 1 + v.id % 5, v.actual_delivery + interval '1 day'
      from delivery_versions v where v.id % 4 = 0 and v.actual_delivery is not null`);
      await inTx(`insert into complaints (delivery_id, version_id, email, category, text, status, created_at,
        resolved_at)
      select v.delivery_id, v.id, '${READER}',
        (array['accuracy','terminology','style','formatting','completeness','deadline'])[1 + v.id % 6],
        'Please check this version.', case when v.id % 3 = 0 then 'open' else 'resolved' end,
        v.actual_delivery + interval '2 days',
        case when v.id % 3 = 0 then null else v.actual_delivery + interval '9 days' end
      from delivery_versions v where v.id % 100 = 0 and v.actual_delivery is not null`);
      await inTx(`insert into shared_logs (delivery_id, shared_to_user_email, shared_by, created_at)
      select d.id, '${READER}', 'Bench generator', d.actual_delivery from deliveries d where d.id % 5 = 0`);
      await inTx(`insert into share_downloads (share_id, version, downloads, first_at)
      select s.id, v.version, 1, v.actual_delivery + make_interval(hours => 1 + v.id % 48)
      from shared_logs s join delivery_versions v on v.delivery_id = s.delivery_id
      where s.shared_by = 'Bench generator' and v.actual_delivery is not null`);
    });
    await run(`analyze recipient_feedback, complaints, shared_logs, share_downloads`);
  }
}
