import { API } from '@ops/contracts';
import type { AccessLogEntry, Comment, FileDetails, SharedLogEntry, TargetVersion } from '@ops/contracts';

/** A file's signed download link as the server writes it. */
export const link = (token: string) => API.assignments.download(token);

export function versionFixture(overrides: Partial<TargetVersion> = {}): TargetVersion {
  return {
    version: 2,
    files: [
      { name: 'Deck.pptx', links: { pptx: link('v2-deck-pptx'), pdf: link('v2-deck-pdf') } },
      { name: 'Summary.pdf', links: { pdf: link('v2-summary-pdf') } },
      { name: '', links: { docx: link('v2-unnamed-docx') } },
    ],
    committed_delivery: '2026-11-05T12:00:00.000Z',
    actual_delivery: '2026-11-03T08:30:00.000Z',
    overall_feedback: 5,
    delivery_notes: [{ files: ['Deck.pptx', 'Summary.pdf'], notes: 'Updated with the client glossary.' }],
    zip_link: { name: 'ACME-2026-0042-v2.zip', link: link('zip-v2') },
    ...overrides,
  };
}

export const VERSION_ONE = versionFixture({
  version: 1,
  files: [{ name: 'Deck-draft.pptx', links: { pptx: link('v1-deck-pptx') } }],
  committed_delivery: '2026-11-01T12:00:00.000Z',
  actual_delivery: '2026-11-01T10:00:00.000Z',
  overall_feedback: 3,
  delivery_notes: [{ files: ['Deck-draft.pptx'], notes: 'First cut for review.' }],
  zip_link: null,
});

/** A delivered assignment with two versions, three source files and two services. */
export function detailFixture(overrides: Partial<FileDetails> = {}): FileDetails {
  return {
    id: 42,
    user_name: 'Dana Reyes',
    batch_id: 'ACME-2026-0042',
    general_delivery_id: 'GD-0042',
    delivery_copy_data: 'ACME-2026-0042',
    assignment_id: 'WS-101',
    client_code: 'ACME',
    entity_code: 'ACME-E01',
    delivery_user_type: 'OA',
    client_charge_code: null,
    invoice_code: null,
    requester_name: 'Asha Rao',
    requested_delivery: '2026-11-02T09:00:00.000Z',
    committed_delivery: '2026-11-05T12:00:00.000Z',
    actual_delivery: '2026-11-03T08:30:00.000Z',
    duration: '2 Days, 3 Hrs',
    feedback: 5,
    current_version: 2,
    source_files: [
      { name: 'Brief.docx', links: { docx: link('src-brief-docx') } },
      { name: 'Glossary.xlsx', links: { xlsx: link('src-glossary-xlsx') } },
      {
        name: 'Reference.pdf',
        links: {
          pdf: link('src-reference-pdf'),
          external_link: 'https://share.example.com/ref',
          external_text: 'Reference folder',
        },
      },
    ],
    target_versions: [VERSION_ONE, versionFixture()],
    input_zip_link: null,
    assignments: ['Deck translation', 'Summary design'],
    services: [
      {
        service: 'Translation Services',
        sub_services: [{ sub_service: 'Proofreading', unit_type: 'Words', unit_count: 1200 }],
      },
      {
        service: 'Presentation Design',
        sub_services: [
          { sub_service: 'Basic Design', unit_type: 'Pages', unit_count: 12 },
          { sub_service: 'High-End Design', unit_type: 'Pages', unit_count: 3 },
        ],
      },
    ],
    unit_details: [
      { unit_type: 'Words', unit_count: 1200 },
      { unit_type: 'Pages', unit_count: 12 },
    ],
    ...overrides,
  };
}

export function commentFixture(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    type: 'send',
    user: 'Dana Reyes',
    datetime: '2026-11-03T10:00:00.000Z',
    message: { filename: [], chat: 'Version 2 is up.', service: '', output: '', comments: '' },
    feedback: null,
    ...overrides,
  };
}

export function sharedLogFixture(overrides: Partial<SharedLogEntry> = {}): SharedLogEntry {
  return {
    shared_to_user_email: 'asha@acme.com',
    shared_by: 'Dana Reyes',
    accessed_number: 3,
    last_download_version: 2,
    last_accessed_time: '2026-11-04T09:15:00.000Z',
    ...overrides,
  };
}

export function accessLogFixture(overrides: Partial<AccessLogEntry> = {}): AccessLogEntry {
  return {
    date: '2026-11-04T09:15:00.000Z',
    type: 'download',
    tooltip: { ip: '203.0.113.8', location: 'Pune, India', files: ['Deck.pdf'], shared_users: [] },
    platform: 'Windows · Desktop',
    access_log_string: 'Asha downloaded Deck.pdf',
    ...overrides,
  };
}

/** An access-log answer: the entries as one page of `total` (all of them unless said). */
export function accessLogBody(data: AccessLogEntry[], page: { total?: number; pageSize?: number } = {}) {
  const total = page.total ?? data.length;
  const pageSize = page.pageSize ?? 100;
  return { success: true, data, total, page: 1, page_size: pageSize, has_more: pageSize < total };
}
