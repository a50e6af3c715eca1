import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { refreshDeliverySummaries } from './delivery-summary.js';
import { bumpListVersion } from './list-cache.js';
import { clientUsers, clients, entities } from '@/db/client-schema.js';
import {
  accessLogs,
  comments,
  deliveries,
  deliveryAssignments,
  deliveryFiles,
  deliveryVersions,
  fileObjects,
  sharedLogs,
  workspaceAssignments,
} from '@/db/delivery-schema.js';
import type { StorageDriver } from '@/storage/storage-driver.js';
import { DEMO_FILES } from './demo-files.js';
import { demoRequesterEmail, seedDemoWorkspace } from './demo-workspace.js';
import { TRACKER_COLUMNS } from './tracker-sheet.js';
import { inTransaction } from '@/db/transaction.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const WORK = [
  {
    service: 'Translation Services',
    sub: 'Translation - Client-ready (assured)',
    unit: 'Words',
    files: ['Annual Report', 'Privacy Policy', 'Employee Handbook'],
    formats: ['pdf'],
  },
  {
    service: 'Presentation Design',
    sub: 'High-End Design',
    unit: 'Pages',
    files: ['Board Deck', 'Investor Update', 'Sales Kickoff'],
    formats: ['pdf', 'png'],
  },
  {
    service: 'Audio-Video Production',
    sub: 'Powerpoint Animation Video',
    unit: 'Minutes',
    files: ['Product Launch Video', 'Onboarding Explainer'],
    formats: ['srt', 'pdf'],
  },
  {
    service: 'Research & Analytics',
    sub: 'Smart Secondary Research',
    unit: 'Hours',
    files: ['Market Scan', 'Competitor Landscape'],
    formats: ['pdf'],
  },
  {
    service: 'Graphic Design',
    sub: 'Infographic Design',
    unit: 'Images',
    files: ['Sustainability Infographic', 'Campaign Banner'],
    formats: ['png', 'pdf'],
  },
];
const REQUESTERS = [
  'Kavya Iyer',
  'Jonas Weber',
  'Layla Haddad',
  'Arjun Mehta',
  'Sofia Rossi',
  'Tomasz Nowak',
];
const STAFF = ['Olivia Ops', 'Omar Ops', 'Tara Lead'];

/** A small deterministic generator, so every demo install looks the same. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

/**
 * A few hundred deliveries over the last six months for the demo clients: one or two versions each, files in
 * several formats (real small files, stored once per format), services, comments and log entries.
 */
export async function seedDemoDeliveries(
  db: Db,
  storage: StorageDriver,
  now: Date,
  trackerFile: string,
  count = 240,
) {
  if ((await db.$count(deliveries)) > 0) return 0;
  const owners = await db
    .select({ client: clients, entity: entities })
    .from(clients)
    .innerJoin(entities, eq(entities.client_id, clients.id));
  if (owners.length === 0) return 0;
  const contacts = await db
    .select({ client_id: clientUsers.client_id, email: clientUsers.email })
    .from(clientUsers);
  for (const [format, bytes] of Object.entries(DEMO_FILES)) await storage.put(`demo/sample.${format}`, bytes);

  const rnd = random(20261122);
  await inTransaction(db, async (tx) => {
    for (let n = 0; n < count; n++) {
      const { client, entity } = rnd.pick(owners);
      const work = rnd.pick(WORK);
      const actual = new Date(now.getTime() - rnd.next() * 180 * DAY);
      const committed = new Date(actual.getTime() + (rnd.int(96) - 30) * HOUR);
      const requester = rnd.pick(REQUESTERS);
      const staff = rnd.pick(STAFF);
      const versions = 1 + rnd.int(2);
      const assignmentId = `WS-${String(40_000 + n)}`;
      const title = `${rnd.pick(work.files)} ${2026 - rnd.int(2)}`;
      const unitCount = work.unit === 'Words' ? 500 + rnd.int(20_000) : 1 + rnd.int(40);

      await tx.insert(workspaceAssignments).values({
        id: assignmentId,
        name: title,
        client_id: client.id,
        entity_id: entity.id,
        requester_name: requester,
        requester_email: demoRequesterEmail(requester, client.client_domain_list),
        services: [
          {
            service: work.service,
            sub_services: [{ sub_service: work.sub, unit_type: work.unit, unit_count: unitCount }],
          },
        ],
        created_at: new Date(actual.getTime() - 6 * DAY),
      });
      const [delivery] = await tx
        .insert(deliveries)
        .values({
          batch_id: `${client.client_code}-${String(1000 + n)}`,
          general_delivery_id: `GD-${String(70_000 + n)}`,
          client_id: client.id,
          entity_id: entity.id,
          delivery_user_type: entity.is_external ? 'external' : 'default',
          invoice_code: rnd.next() < 0.5 ? `INV-${client.client_code}-${String(200 + n)}` : null,
          requester_name: requester,
          user_name: staff,
          requested_delivery: new Date(actual.getTime() - 5 * DAY),
          committed_delivery: committed,
          actual_delivery: actual,
          current_version: versions,
          feedback: rnd.next() < 0.7 ? 3 + rnd.int(3) : null,
          created_at: actual,
        })
        .returning({ id: deliveries.id });
      const deliveryId = delivery!.id;
      await tx.insert(deliveryAssignments).values({ delivery_id: deliveryId, assignment_id: assignmentId });
      await tx
        .insert(deliveryFiles)
        .values({ delivery_id: deliveryId, version_id: null, name: `${title} - source.pdf` });

      for (let v = 1; v <= versions; v++) {
        const versionAt = new Date(actual.getTime() - (versions - v) * 2 * DAY);
        const [version] = await tx
          .insert(deliveryVersions)
          .values({
            delivery_id: deliveryId,
            version: v,
            committed_delivery: committed,
            actual_delivery: versionAt,
            overall_feedback: rnd.next() < 0.6 ? 3 + rnd.int(3) : null,
            delivery_notes: [
              {
                files: [`${title} - source.pdf`],
                notes: v === 1 ? 'First delivery.' : 'Client comments applied.',
              },
            ],
          })
          .returning({ id: deliveryVersions.id });
        const fileCount = 1 + rnd.int(3);
        for (let f = 0; f < fileCount; f++) {
          const name =
            f === 0 ? `${title}.${work.formats[0]}` : `${title} - part ${f + 1}.${work.formats[0]}`;
          const [file] = await tx
            .insert(deliveryFiles)
            .values({ delivery_id: deliveryId, version_id: version!.id, name, position: f })
            .returning({ id: deliveryFiles.id });
          await tx.insert(fileObjects).values(
            work.formats.map((format) => ({
              file_id: file!.id,
              format,
              storage_key: `demo/sample.${format}`,
              size: DEMO_FILES[format]!.length,
            })),
          );
        }
      }

      const contact = contacts.find((c) => c.client_id === client.id)?.email ?? 'client@example.com';
      await tx.insert(comments).values([
        {
          delivery_id: deliveryId,
          type: 'notification',
          user_name: 'System',
          message: {
            filename: [],
            chat: `Version ${versions} delivered.`,
            service: work.service,
            output: '',
            comments: '',
          },
          created_at: actual,
        },
        ...(rnd.next() < 0.5
          ? [
              {
                delivery_id: deliveryId,
                type: 'feedback',
                user_name: contact,
                message: {
                  filename: [`${title}.${work.formats[0]}`],
                  chat: 'Thank you, this reads very well.',
                  service: work.service,
                  output: '',
                  comments: '',
                },
                feedback: rnd.pick(['positive', 'neutral', 'negative']),
                created_at: new Date(actual.getTime() + 4 * HOUR),
              },
            ]
          : []),
        ...(rnd.next() < 0.3
          ? [
              {
                delivery_id: deliveryId,
                type: 'receive',
                user_name: contact,
                message: {
                  filename: [],
                  chat: 'Could you confirm the glossary used?',
                  service: '',
                  output: '',
                  comments: '',
                },
                created_at: new Date(actual.getTime() + 6 * HOUR),
              },
            ]
          : []),
      ]);
      await tx.insert(sharedLogs).values({
        delivery_id: deliveryId,
        shared_to_user_email: contact,
        shared_by: staff,
        accessed_number: rnd.int(6),
        last_download_version: rnd.next() < 0.6 ? versions : null,
        last_accessed_time: new Date(actual.getTime() + 3 * HOUR),
        created_at: actual,
      });
      await tx.insert(accessLogs).values([
        {
          delivery_id: deliveryId,
          type: 'new_delivery',
          actor: staff,
          log_string: `${staff} delivered version ${versions}`,
          platform: 'Windows',
          device: 'Desktop',
          ip: '10.20.0.14',
          location: "Can't locate",
          created_at: actual,
        },
        {
          delivery_id: deliveryId,
          type: 'shared',
          actor: staff,
          log_string: `${staff} shared the delivery with ${contact}`,
          platform: 'Windows',
          device: 'Desktop',
          ip: '10.20.0.14',
          location: "Can't locate",
          shared_users: [contact],
          created_at: new Date(actual.getTime() + 60_000),
        },
        {
          delivery_id: deliveryId,
          type: 'download',
          actor: contact,
          log_string: `${contact} downloaded ${title}.${work.formats[0]}`,
          platform: 'macOS',
          device: 'Desktop',
          ip: '198.51.100.23',
          location: "Can't locate",
          files: [`${title}.${work.formats[0]}`],
          created_at: new Date(actual.getTime() + 3 * HOUR),
        },
      ]);
    }
    await seedDemoWorkspace(tx, owners, REQUESTERS, WORK, now);
    await refreshDeliverySummaries(tx);
  });
  await bumpListVersion(db);
  await writeDemoTracker(db, trackerFile);
  return count;
}

/** The sample tracking sheet of the demo: one row per demo delivery, as the operations team keeps it. */
async function writeDemoTracker(db: Db, file: string) {
  const rows = await db.select().from(deliveries);
  const cell = (v: string | number | null) => (v === null ? '' : `"${String(v).replace(/"/g, '""')}"`);
  const lines = rows.map((d) =>
    [
      d.batch_id,
      d.requester_name,
      d.invoice_code,
      d.requested_delivery?.toISOString() ?? null,
      d.committed_delivery?.toISOString() ?? null,
      d.actual_delivery.toISOString(),
      d.feedback,
    ]
      .map(cell)
      .join(','),
  );
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, [TRACKER_COLUMNS.join(','), ...lines].join('\n') + '\n');
}
