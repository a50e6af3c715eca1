import type { BatchAssignment, FileDetails } from '@ops/contracts';

const DAY = 86_400_000;

export type AssignmentService = BatchAssignment['services'][number];

/** A workspace assignment (the intake's rows): delivered when a delivery holds it. */
export interface WorkspaceAssignment {
  id: string;
  name: string;
  requester_name: string;
  requester_email: string;
  client_code: string;
  entity_code: string;
  batch_id: string | null;
  services: AssignmentService[];
  created_at: number;
  /** The delivery holding it, if any. */
  deliveryId: number | null;
}

/** A client's billing entity, as batch details and the intake read it. */
export interface DemoEntity {
  client_code: string;
  entity_code: string;
  charge_code: string | null;
  is_external: boolean;
  external_type: '' | 'external_link' | 'external_text';
}

const line = (service: string, sub_service: string, unit_type: string, unit_count: number) => ({
  service,
  sub_services: [{ sub_service, unit_type, unit_count }],
});

const emailOf = (name: string, client: string) =>
  `${name.toLowerCase().replace(/\s+/g, '.')}@${client.toLowerCase()}.example.com`;

/** The entities of the sample clients; GLOBEX has one that delivers through an external platform. */
export function sampleEntities(deliveries: FileDetails[]): DemoEntity[] {
  const seen = new Map<string, DemoEntity>();
  for (const d of deliveries) {
    seen.set(d.entity_code, {
      client_code: d.client_code,
      entity_code: d.entity_code,
      charge_code: d.client_charge_code,
      is_external: false,
      external_type: '',
    });
  }
  seen.set('GLOBEX-EXT', {
    client_code: 'GLOBEX',
    entity_code: 'GLOBEX-EXT',
    charge_code: 'CC-GLOBEX',
    is_external: true,
    external_type: '',
  });
  return [...seen.values()];
}

const UNDELIVERED = [
  [
    'WS-61001',
    'Annual Report 2027',
    'Kavya Iyer',
    'ACME',
    'ACME-UK',
    null,
    line('Translation Services', 'Translation - Client-ready (assured)', 'Words', 12000),
  ],
  [
    'WS-61002',
    'Board Deck Refresh',
    'Kavya Iyer',
    'ACME',
    'ACME-UK',
    null,
    line('Presentation Design', 'High-End Design', 'Pages', 24),
  ],
  [
    'WS-61003',
    'Investor FAQ',
    'Kavya Iyer',
    'ACME',
    'ACME-UK',
    'B-ACME-Q4',
    line('Translation Services', 'Proofreading', 'Words', 3400),
  ],
  [
    'WS-61004',
    'Investor FAQ Graphics',
    'Kavya Iyer',
    'ACME',
    'ACME-UK',
    'B-ACME-Q4',
    line('Graphic Design', 'Infographic Design', 'Images', 4),
  ],
  [
    'WS-61005',
    'Safety Manual',
    'Noah Brooks',
    'ACME',
    'ACME-UK',
    null,
    line('Translation Services', 'Localization', 'Words', 8800),
  ],
  [
    'WS-62001',
    'Launch Video Subtitles',
    'Jonas Weber',
    'GLOBEX',
    'GLOBEX-DE',
    null,
    line('Audio-Video Production', 'Subtitling', 'Minutes', 14),
  ],
  [
    'WS-62002',
    'Market Scan Q4',
    'Jonas Weber',
    'GLOBEX',
    'GLOBEX-DE',
    null,
    line('Research & Analytics', 'Smart Secondary Research', 'Hours', 30),
  ],
  [
    'WS-62003',
    'Partner Portal Banners',
    'Jonas Weber',
    'GLOBEX',
    'GLOBEX-EXT',
    null,
    line('Graphic Design', 'Image Editing', 'Images', 6),
  ],
  [
    'WS-63001',
    'Privacy Policy Update',
    'Layla Haddad',
    'INITECH',
    'INITECH-US',
    null,
    line('Translation Services', 'Translation - Lite (internal use)', 'Words', 2100),
  ],
  [
    'WS-63002',
    'Onboarding Explainer 2',
    'Layla Haddad',
    'INITECH',
    'INITECH-US',
    null,
    line('Audio-Video Production', 'Powerpoint Animation Video', 'Minutes', 3),
  ],
] as const;

/**
 * The workspace assignments: those the sample deliveries hold (one each, named as the delivery lists them)
 * and some not delivered yet, newest first, for New Delivery's step 1. Two share the batch B-ACME-Q4.
 */
export function sampleWorkspaceAssignments(deliveries: FileDetails[], now: number): WorkspaceAssignment[] {
  const open = UNDELIVERED.map(
    ([id, name, requester, client, entity, batch, service], index): WorkspaceAssignment => ({
      id,
      name,
      requester_name: requester,
      requester_email: emailOf(requester, client),
      client_code: client,
      entity_code: entity,
      batch_id: batch,
      services: [{ ...service, sub_services: service.sub_services.map((s) => ({ ...s })) }],
      created_at: now - (index + 1) * 0.3 * DAY,
      deliveryId: null,
    }),
  );
  const held = deliveries.map((d): WorkspaceAssignment => ({
    id: d.assignment_id,
    name: d.assignments[0] ?? d.assignment_id,
    requester_name: d.requester_name,
    requester_email: emailOf(d.requester_name, d.client_code),
    client_code: d.client_code,
    entity_code: d.entity_code,
    batch_id: null,
    services: d.services,
    created_at: new Date(d.actual_delivery ?? now).getTime() - 3 * DAY,
    deliveryId: d.id,
  }));
  return [...open, ...held];
}
