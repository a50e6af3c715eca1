import { CATALOGUE } from '@ops/contracts';
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

/** An assignment's one service line: the sub-service's service and unit as the catalogue has them. */
function line(sub_service: string, unit_count: number): AssignmentService {
  const service = CATALOGUE.find((s) => s.subServices.some((sub) => sub.name === sub_service))!;
  return { service: service.name, sub_services: [{ sub_service, unit_type: service.unit, unit_count }] };
}

const clientOf = (entityCode: string) => entityCode.split('-')[0]!;

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

/** Id (after WS-), name, requester, entity (its client's code first), batch, sub-service and units. */
const UNDELIVERED: [number, string, string, string, string | null, string, number][] = [
  [61001, 'Annual Report 2027', 'Kavya Iyer', 'ACME-UK', null, 'Translation - Client-ready (assured)', 12000],
  [61002, 'Board Deck Refresh', 'Kavya Iyer', 'ACME-UK', null, 'High-End Design', 24],
  [61003, 'Investor FAQ', 'Kavya Iyer', 'ACME-UK', 'B-ACME-Q4', 'Proofreading', 3400],
  [61004, 'Investor FAQ Graphics', 'Kavya Iyer', 'ACME-UK', 'B-ACME-Q4', 'Infographic Design', 4],
  [61005, 'Safety Manual', 'Noah Brooks', 'ACME-UK', null, 'Localization', 8800],
  [62001, 'Launch Video Subtitles', 'Jonas Weber', 'GLOBEX-DE', null, 'Subtitling', 14],
  [62002, 'Market Scan Q4', 'Jonas Weber', 'GLOBEX-DE', null, 'Smart Secondary Research', 30],
  [62003, 'Partner Portal Banners', 'Jonas Weber', 'GLOBEX-EXT', null, 'Image Editing', 6],
  [
    63001,
    'Privacy Policy Update',
    'Layla Haddad',
    'INITECH-US',
    null,
    'Translation - Lite (internal use)',
    2100,
  ],
  [63002, 'Onboarding Explainer 2', 'Layla Haddad', 'INITECH-US', null, 'Powerpoint Animation Video', 3],
];

/**
 * The workspace assignments: those the sample deliveries hold (one each, named as the delivery lists them)
 * and some not delivered yet, newest first, for New Delivery's step 1. Two share the batch B-ACME-Q4.
 */
export function sampleWorkspaceAssignments(deliveries: FileDetails[], now: number): WorkspaceAssignment[] {
  const open = UNDELIVERED.map(
    ([id, name, requester, entity, batch, sub, count], index): WorkspaceAssignment => ({
      id: `WS-${id}`,
      name,
      requester_name: requester,
      requester_email: emailOf(requester, clientOf(entity)),
      client_code: clientOf(entity),
      entity_code: entity,
      batch_id: batch,
      services: [line(sub, count)],
      created_at: now - (index + 1) * 0.3 * DAY,
      deliveryId: null,
    }),
  );
  const held = deliveries.map((d): WorkspaceAssignment => ({
    id: d.assignment_id,
    name: d.assignment_name ?? d.assignments[0] ?? d.assignment_id,
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
