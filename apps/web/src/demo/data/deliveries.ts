import { API, assignmentNameOf, durationText } from '@ops/contracts';
import type { DeliveredFile, FileDetails } from '@ops/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const WORK = [
  {
    service: 'Translation Services',
    sub: 'Translation - Client-ready (assured)',
    unit: 'Words',
    formats: ['pdf'],
  },
  { service: 'Presentation Design', sub: 'High-End Design', unit: 'Pages', formats: ['pdf', 'png'] },
  { service: 'Audio-Video Production', sub: 'Powerpoint Animation Video', unit: 'Minutes', formats: ['srt'] },
  { service: 'Research & Analytics', sub: 'Smart Secondary Research', unit: 'Hours', formats: ['pdf'] },
  { service: 'Graphic Design', sub: 'Infographic Design', unit: 'Images', formats: ['png', 'pdf'] },
] as const;

const FILES = [
  'Annual Report',
  'Board Deck',
  'Product Launch Video',
  'Market Scan',
  'Sustainability Infographic',
  'Privacy Policy',
  'Investor Update',
  'Onboarding Explainer',
  'Competitor Landscape',
  'Campaign Banner',
  'Employee Handbook',
  'Sales Kickoff',
];
const CLIENTS = [
  { client: 'ACME', entity: 'ACME-UK', requester: 'Kavya Iyer' },
  { client: 'GLOBEX', entity: 'GLOBEX-DE', requester: 'Jonas Weber' },
  { client: 'INITECH', entity: 'INITECH-US', requester: 'Layla Haddad' },
];
const STAFF = ['Olivia Admin', 'Omar Ops', 'Tara Lead'];

/**
 * Days before now each sample was delivered: live ones first, then the archive's. The newest is 7.2 hours old,
 * so that its activity (data/activity.ts: up to six hours after the delivery) is all in the past.
 */
const DELIVERED_DAYS_AGO = [0.3, 1.5, 4, 8, 13, 21, 27, 36, 44, 58, 72, 86, 95, 104, 131, 190];

export const demoLink = (id: number, name: string) =>
  API.assignments.download(`demo-${id}-${encodeURIComponent(name)}`);

function files(id: number, names: string[], formats: readonly string[]): DeliveredFile[] {
  return names.map((name) => ({
    name: `${name}.${formats[0]}`,
    links: Object.fromEntries(formats.map((format) => [format, demoLink(id, `${name}.${format}`)])),
  }));
}

function sampleDelivery(index: number, now: number): FileDetails {
  const id = 1001 + index;
  const work = WORK[index % WORK.length]!;
  const client = CLIENTS[index % CLIENTS.length]!;
  const actual = new Date(now - DELIVERED_DAYS_AGO[index]! * DAY);
  // Every third sample is late, so both duration renderings show.
  const committed = new Date(actual.getTime() + (index % 3 === 2 ? -5 : 26) * HOUR);
  const names = [FILES[index % FILES.length]!, FILES[(index + 5) % FILES.length]!].slice(0, 1 + (index % 2));
  const versions = 1 + (index % 3 === 0 ? 1 : 0);
  const batch = `B-${client.client}-${String(id).padStart(6, '0')}`;
  const units = 1200 + ((index * 337) % 4000);
  return {
    id,
    user_name: STAFF[index % STAFF.length]!,
    batch_id: batch,
    general_delivery_id: `GD-${id}`,
    delivery_copy_data: batch,
    assignment_id: `WA-${id}`,
    client_code: client.client,
    entity_code: client.entity,
    delivery_user_type: index % 4 === 3 ? 'external' : 'default',
    client_charge_code: `CC-${client.client}`,
    invoice_code: index % 2 ? `INV-${id}` : null,
    requester_name: client.requester,
    requested_delivery: new Date(committed.getTime() - 12 * HOUR).toISOString(),
    committed_delivery: committed.toISOString(),
    actual_delivery: actual.toISOString(),
    duration: durationText(committed, actual),
    feedback: index % 4 === 0 ? null : 3 + (index % 3),
    current_version: versions,
    source_files: files(
      id,
      names.map((n) => `${n} (source)`),
      ['docx'],
    ),
    input_zip_link: { name: `${batch}-input.zip`, link: demoLink(id, 'input.zip') },
    target_versions: Array.from({ length: versions }, (_, v) => ({
      version: v + 1,
      files: files(id, names, work.formats),
      committed_delivery: committed.toISOString(),
      actual_delivery: new Date(actual.getTime() - (versions - 1 - v) * DAY).toISOString(),
      overall_feedback: v === 0 && index % 4 !== 0 ? 4 : null,
      delivery_notes: [
        { files: names.map((n) => `${n}.${work.formats[0]}`), notes: `Version ${v + 1}: final files.` },
      ],
      zip_link: { name: `${batch}-v${v + 1}.zip`, link: demoLink(id, `v${v + 1}.zip`) },
    })),
    assignments: [`WA-${id}`],
    // What people call the work ('Investor Update 2026'); the DETAILS tab keeps listing the sample's id.
    assignment_name: assignmentNameOf([`${FILES[index % FILES.length]!} ${actual.getUTCFullYear()}`]),
    services: [
      {
        service: work.service,
        sub_services: [{ sub_service: work.sub, unit_type: work.unit, unit_count: units }],
      },
    ],
    unit_details: [{ unit_type: work.unit, unit_count: units }],
  };
}

/** The sample deliveries, dated relative to `now` so the demo always has recent work. */
export const sampleDeliveries = (now: number): FileDetails[] =>
  DELIVERED_DAYS_AGO.map((_, index) => sampleDelivery(index, now));
