import { describe, expect, it } from 'vitest';
import type { DeliveryDetailRows } from './delivery-detail.js';
import { presentDeliveryDetail, presentSharedLog, type LinkMaker } from './presenter.js';

const link: LinkMaker = {
  file: (key, name) => `file:${key}:${name}`,
  zip: (version, name) => `zip:${version}:${name}`,
};

const file = (id: number, name: string, versionId: number | null, extra: object = {}) => ({
  id,
  name,
  version_id: versionId,
  external_link: null,
  external_text: null,
  ...extra,
});

// Only the columns the presenter reads; the rest of each row does not shape the answer.
const rows = {
  delivery: {
    id: 7,
    batch_id: 'B-7',
    user_name: 'Ada',
    general_delivery_id: 'G-7',
    delivery_user_type: 'default',
    invoice_code: null,
    requester_name: 'Req',
    requested_delivery: null,
    committed_delivery: null,
    actual_delivery: new Date('2026-03-02T10:00:00Z'),
    feedback: null,
    current_version: 2,
  },
  client: { client_code: 'ACME' },
  entity: { entity_code: 'ACME-E01', charge_code: null },
  versions: [
    {
      id: 1,
      version: 1,
      committed_delivery: null,
      actual_delivery: null,
      overall_feedback: null,
      delivery_notes: [],
    },
    {
      id: 2,
      version: 2,
      committed_delivery: null,
      actual_delivery: null,
      overall_feedback: null,
      delivery_notes: [],
    },
  ],
  files: [
    file(10, 'brief.final.docx', null),
    file(11, 'report.pdf', 1, { external_link: 'https://share.example/x', external_text: 'Portal' }),
    file(12, 'notes.pdf', 2),
  ],
  objects: [
    { file_id: 10, format: 'docx', storage_key: 'k/10.docx' },
    { file_id: 10, format: 'pdf', storage_key: 'k/10.pdf' },
    { file_id: 12, format: 'pdf', storage_key: 'k/12.pdf' },
  ],
  assignments: [],
} as unknown as DeliveryDetailRows;

describe('assignments presenter', () => {
  it('links each stored format under the file name with that extension, and zips only stored files', () => {
    const detail = presentDeliveryDetail(rows, link);
    expect(detail.source_files).toEqual([
      {
        name: 'brief.final.docx',
        links: { docx: 'file:k/10.docx:brief.final.docx', pdf: 'file:k/10.pdf:brief.final.pdf' },
      },
    ]);
    expect(detail.input_zip_link).toEqual({ name: 'B-7-input.zip', link: 'zip:0:B-7-input.zip' });
    const [first, second] = detail.target_versions;
    // A version whose only file lives on an external platform has links but nothing to zip.
    expect(first?.files[0]?.links).toEqual({
      external_link: 'https://share.example/x',
      external_text: 'Portal',
    });
    expect(first?.zip_link).toBeNull();
    expect(second?.files[0]?.links).toEqual({ pdf: 'file:k/12.pdf:notes.pdf' });
    expect(second?.zip_link).toEqual({ name: 'B-7-v2.zip', link: 'zip:2:B-7-v2.zip' });
    expect(detail).toMatchObject({ requested_delivery: null, committed_delivery: null, duration: null });
    expect(detail.actual_delivery).toBe('2026-03-02T10:00:00.000Z');
  });

  it('keeps open requests for colleagues apart from the shares', () => {
    const row = (email: string, isRequest: boolean) =>
      ({
        shared_to_user_email: email,
        shared_by: 'Ada',
        accessed_number: 0,
        last_download_version: null,
        last_accessed_time: null,
        is_request: isRequest,
      }) as unknown as Parameters<typeof presentSharedLog>[0][number];
    const answer = presentSharedLog([row('a@x.com', false), row('b@x.com', true)]);
    expect(answer.shared_log.map((e) => e.shared_to_user_email)).toEqual(['a@x.com']);
    expect(answer.data).toEqual(answer.shared_log);
    expect(answer.request_shared_log.map((e) => e.shared_to_user_email)).toEqual(['b@x.com']);
    expect(answer.request_shared_log[0]).not.toHaveProperty('is_request');
  });
});
