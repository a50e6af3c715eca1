import { describe, expect, it } from 'vitest';
import { API, DELIVERY_MESSAGES } from '@ops/contracts';
import type { DeliverRequest, FileDetails } from '@ops/contracts';
import { DEMO_PASSWORD } from '../data/accounts';
import { deliverForm, demo, multipart, upload } from '../test-kit/delivery-calls';

const MiB = 1024 * 1024;
const paths = API.deliveries;

describe('demo delivery creation', () => {
  it('offers undelivered assignments to those who deliver, newest first, and refuses the others', async () => {
    const { call } = demo();
    const options = await call(paths.assignmentOptions, { as: 'OU' });
    const ids = options.body.data.map((o: { assignment_id: string }) => o.assignment_id);
    expect(ids.slice(0, 3)).toEqual(['WS-61001', 'WS-61002', 'WS-61003']);
    expect(ids.some((id: string) => id.startsWith('WA-'))).toBe(false);
    const narrowed = await call(`${paths.assignmentOptions}?search=globex&client_code=GLOBEX`, { as: 'OU' });
    expect(narrowed.body.data.every((o: { client_code: string }) => o.client_code === 'GLOBEX')).toBe(true);
    expect((await call(paths.assignmentOptions, { as: 'EMPTY' })).status).toBe(403);
    expect((await call(paths.assignmentOptions)).status).toBe(401);
  });

  it('answers batch details: a generated batch, a named batch alone, and the server refusals', async () => {
    const { call } = demo();
    const post = (json: unknown) => call(paths.detailAssignment, { method: 'POST', as: 'OU', json });
    const generated = await post({ assignment_id: ['WS-61001', 'WS-61002'], delivery_id: '' });
    expect(generated.body).toMatchObject({
      batch_id: 'ACME-1',
      delivery_id: 'ACME-1',
      requester_name: 'Kavya Iyer',
      default_groups: [['WS-61001', 'WS-61002']],
    });
    const byBatch = await post({ assignment_id: [], delivery_id: 'B-ACME-Q4' });
    expect(byBatch.body.default_groups).toEqual([['WS-61003', 'WS-61004']]);
    expect(await post({ assignment_id: ['WS-61001', 'WS-62001'], delivery_id: '' })).toMatchObject({
      status: 400,
      body: { message: DELIVERY_MESSAGES.sameRequesterAndClient },
    });
    expect((await post({ assignment_id: [], delivery_id: '' })).body.message).toBe(
      DELIVERY_MESSAGES.provideBatchOrAssignments,
    );
    const taken = await post({ assignment_id: ['WS-61001'], delivery_id: 'B-ACME-001001' });
    expect(taken.body.message).toBe(DELIVERY_MESSAGES.batchExists('B-ACME-001001'));
  });

  it('uploads in parts, keeps only sizes, and refuses a part of the wrong size', async () => {
    const { state, call } = demo();
    const urls = await call(paths.uploadGetUrl, {
      method: 'POST',
      as: 'OU',
      json: {
        delivery_id: 'NEW-1',
        file_type: 'target',
        file_name: 'a.pdf',
        file_size: 2 * MiB + 5,
        chunk_size: 10,
      },
    });
    expect(urls.body).toMatchObject({ chunk_size: MiB });
    expect(urls.body.urls).toHaveLength(3);
    for (const url of urls.body.urls) expect(url).toMatch(/^\/api-ops\/ops\/v1\/upload-part\/[^/]+\/$/);
    const wrong = await call(urls.body.urls[2], { method: 'PUT', body: new Uint8Array(4) });
    expect(wrong).toMatchObject({ status: 400, body: { message: DELIVERY_MESSAGES.partWrongSize(5, 4) } });
    const early = await call(paths.multipartComplete, {
      method: 'POST',
      as: 'OU',
      json: { upload_id: urls.body.upload_id, file_name: 'a.pdf', parts: [{ ETag: '"x"', PartNumber: 1 }] },
    });
    expect(early.body.message).toBe(DELIVERY_MESSAGES.partsMissing([2, 3]));
    expect((await call(paths.uploadPart('nothing.1'), { method: 'PUT', body: 'x' })).status).toBe(403);
    const stored = state.creation.uploads.get(urls.body.upload_id)!;
    expect(Object.keys(stored)).not.toContain('bytes');
  });

  it('fails the first part of a file named "fail" until Redo resumes it', async () => {
    const { call } = demo();
    const urls = await call(paths.uploadGetUrl, {
      method: 'POST',
      as: 'OU',
      json: {
        delivery_id: 'NEW-2',
        file_type: 'target_files',
        file_name: 'will-fail.pdf',
        file_size: 10,
        chunk_size: 10,
      },
    });
    const put = () => call(urls.body.urls[0], { method: 'PUT', body: new Uint8Array(10) });
    expect(await put()).toMatchObject({ status: 502, body: { message: DELIVERY_MESSAGES.storeFailed } });
    expect((await put()).status).toBe(502);
    const resumed = await call(paths.uploadResume, {
      method: 'POST',
      as: 'OU',
      json: { upload_id: urls.body.upload_id },
    });
    expect(resumed.body).toMatchObject({ completed: false, parts: [], file_name: 'will-fail.pdf' });
    expect((await put()).status).toBe(200);
  });

  /** Step 1 of the new flow for one assignment: the batch id it gets. */
  const newBatch = async (call: ReturnType<typeof demo>['call'], assignment: string) => {
    const details = await call(paths.detailAssignment, {
      method: 'POST',
      as: 'OU',
      json: { assignment_id: [assignment], delivery_id: '' },
    });
    return details.body.delivery_id as string;
  };

  it('delivers a new delivery that shows in the list and opens, once its files are uploaded', async () => {
    const { state, call } = demo();
    const batch = await newBatch(call, 'WS-61001');
    const request: DeliverRequest = {
      delivery_id: batch,
      current_delivery_time: new Date().toISOString(),
      share_emails: ['kavya.iyer@acme.example.com'],
      groups: [{ assignment_ids: ['WS-61001'], source_files: ['brief.docx'], target_files: ['report.pdf'] }],
    };
    const deliver = () =>
      call(paths.uploadNewDelivery, { method: 'POST', as: 'OU', ...deliverForm(request, 'new') });
    expect((await deliver()).body.message).toBe(DELIVERY_MESSAGES.fileNotUploaded('brief.docx'));

    await upload(call, 'new', batch, { name: 'brief.docx', size: 300, type: 'source_files' });
    await upload(call, 'new', batch, { name: 'report.pdf', size: MiB + 10 });
    const delivered = await deliver();
    expect(delivered).toMatchObject({
      status: 200,
      body: { message: DELIVERY_MESSAGES.delivered, batch_id: batch, version: 1 },
    });
    const id = delivered.body.id as number;

    const list = await call(`${API.assignments.list}?sort=descending`, { as: 'OU' });
    expect(list.body.data.months[0].info[0]).toMatchObject({ id, file_names: ['report.pdf'] });
    const detail = (await call(API.assignments.byId(id), { as: 'OU' })).body.last_assignment as FileDetails;
    expect(detail).toMatchObject({
      batch_id: batch,
      user_name: 'Omar Ops',
      client_code: 'ACME',
      assignments: ['Annual Report 2027'],
      source_files: [{ name: 'brief.docx' }],
      target_versions: [{ version: 1, files: [{ name: 'report.pdf' }] }],
    });
    expect(state.sharedLogs.get(id)!.shared.map((s) => s.shared_to_user_email)).toEqual([
      'kavya.iyer@acme.example.com',
    ]);
    // Shared as the server's deliver shares (its recordShares): a log line per address and an audit event.
    const shared = state.accessLogs.get(id)!.find((e) => e.type === 'shared');
    expect(shared?.access_log_string).toBe('Omar Ops shared the delivery with kavya.iyer@acme.example.com');
    const trail = await call(`${API.audit.events}?action=share.created`, { as: 'OA' });
    expect(trail.body.data[0]).toMatchObject({ details: { delivery_id: id, outside_organisation: false } });
    expect((await deliver()).body.message).toBe(DELIVERY_MESSAGES.batchExists(batch));
    const options = await call(paths.assignmentOptions, { as: 'OU' });
    expect(options.body.data.map((o: { assignment_id: string }) => o.assignment_id)).not.toContain(
      'WS-61001',
    );
  });

  it('delivers the newer of two uploads of a file completed at the same moment, as the server does', async () => {
    const { state, call } = demo();
    const batch = await newBatch(call, 'WS-61001');
    await upload(call, 'new', batch, { name: 'brief.docx', size: 300, type: 'source_files' });
    // The tests' clock stands still: both uploads complete at the same time.
    const first = await upload(call, 'new', batch, { name: 'report.pdf', size: 100 });
    const second = await upload(call, 'new', batch, { name: 'report.pdf', size: 200 });
    const request: DeliverRequest = {
      delivery_id: batch,
      current_delivery_time: new Date(state.now).toISOString(),
      share_emails: [],
      groups: [{ assignment_ids: ['WS-61001'], source_files: ['brief.docx'], target_files: ['report.pdf'] }],
    };
    const delivered = await call(paths.uploadNewDelivery, {
      method: 'POST',
      as: 'OU',
      ...deliverForm(request, 'new'),
    });
    expect(delivered.body.message).toBe(DELIVERY_MESSAGES.delivered);
    expect(state.creation.uploads.get(second)!.status).toBe('delivered');
    expect(state.creation.uploads.get(first)!.status).toBe('completed');
  });

  it('updates a sample delivery to its next version, with an added assignment', async () => {
    const { state, call } = demo();
    const sample = state.deliveries[0]!;
    const options = await call(paths.updateAssignmentOptions(sample.id), { as: 'OU' });
    expect(options.body.data.default_data).toEqual({
      asgn_ids: [sample.assignment_id],
      batch_id: sample.batch_id,
    });
    const added = options.body.data.list.find((o: { assignment_id: string }) =>
      o.assignment_id.startsWith('WS-'),
    );
    const details = await call(paths.updateDetailAssignments, {
      method: 'POST',
      as: 'OU',
      json: { delivery_id: sample.id, assignment_id: [sample.assignment_id, added.assignment_id] },
    });
    expect(details.body.default_groups).toEqual([
      { default_assignments: [sample.assignment_id], new_assignments: [] },
      { default_assignments: [], new_assignments: [added.assignment_id] },
    ]);
    expect(details.body.group_data[0]).toMatchObject({ gid: 1, current_deliveries: sample.current_version });

    const ref = String(sample.id);
    await upload(call, 'update', ref, { name: 'final.pdf', size: 50 });
    await upload(call, 'update', ref, {
      name: 'extra-src.docx',
      size: 20,
      type: 'source_files',
      group: 'G_2',
    });
    await upload(call, 'update', ref, { name: 'extra.pdf', size: 30, group: 'G_2' });
    const committed = new Date().toISOString();
    const request = (withCommitted: boolean): DeliverRequest => ({
      delivery_id: ref,
      batch_id: sample.batch_id,
      current_delivery_time: new Date().toISOString(),
      share_emails: [],
      groups: [
        {
          assignment_ids: [sample.assignment_id],
          source_files: [],
          target_files: ['final.pdf'],
          committed_delivery: withCommitted ? committed : undefined,
        },
        {
          assignment_ids: [added.assignment_id],
          source_files: ['extra-src.docx'],
          target_files: ['extra.pdf'],
          committed_delivery: committed,
        },
      ],
    });
    const update = (withCommitted: boolean) =>
      call(paths.updateDelivery, {
        method: 'POST',
        as: 'OU',
        ...deliverForm(request(withCommitted), 'update'),
      });
    expect((await update(false)).body.message).toBe(DELIVERY_MESSAGES.committedRequired(1));
    const next = sample.current_version + 1;
    expect((await update(true)).body).toMatchObject({
      id: sample.id,
      version: next,
      message: DELIVERY_MESSAGES.versionDelivered(next),
    });

    const detail = (await call(API.assignments.byId(sample.id), { as: 'OU' })).body
      .last_assignment as FileDetails;
    expect(detail.current_version).toBe(next);
    expect(detail.target_versions.at(-1)!.files.map((f) => f.name)).toEqual(['final.pdf', 'extra.pdf']);
    expect(detail.source_files.map((f) => f.name)).toContain('extra-src.docx');
    expect(state.creation.groups.get(sample.id)!.map((g) => g.gid)).toEqual([1, 2]);
  });

  it('checks share addresses against the client organisation, and the password for outside ones', async () => {
    const { call } = demo();
    const check = (json: object) =>
      call(paths.shareEmail, { method: 'POST', as: 'OU', json: { client_code: 'ACME', ...json } });
    expect((await check({ emails: ['a@acme.example.com'] })).body).toMatchObject({ status: 'success' });
    const outside = await check({ emails: ['x@elsewhere.test'] });
    expect(outside.body).toMatchObject({ status: 'warning', message: DELIVERY_MESSAGES.cannotShareOutside });
    const wrong = await check({ emails: ['x@elsewhere.test'], accept_warning: true, password: 'nope' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Incorrect Password' } });
    const right = await check({
      emails: ['x@elsewhere.test'],
      accept_warning: true,
      password: DEMO_PASSWORD,
    });
    expect(right.body.status).toBe('success');
    const suggested = await call(`${paths.suggestion}?search=kavya&client_code=ACME`, { as: 'OU' });
    // As the server: a client user (with her name), not repeated as the address her deliveries went to.
    expect(suggested.body.data).toEqual([{ email: 'kavya.iyer@acme.example.com', name: 'Kavya Iyer' }]);
    const byName = await call(`${paths.suggestion}?search=an&client_code=ACME`, { as: 'OU' });
    expect(byName.body.data).toEqual([
      { email: 'daniel.brooks@acme.example.com', name: 'Daniel Brooks' },
      { email: 'finance@acme.example.com', name: '' },
    ]);
    // A recipient's request for a colleague suggests nothing.
    const request = await call(`${paths.suggestion}?search=legal&client_code=ACME`, { as: 'OU' });
    expect(request.body.data).toEqual([]);
  });

  it('answers the older combined call with file parts, as the server does', async () => {
    const { state, call } = demo();
    const form = multipart(
      [
        ['assignment_id', 'WS-63001'],
        ['delivery_notes', 'Old client.'],
      ],
      [
        { field: 'source_file', name: 'old.docx', size: 12 },
        { field: 'target_file', name: 'old.pdf', size: 34 },
      ],
    );
    const answer = await call(paths.legacyNewAssignment, { method: 'POST', as: 'OU', ...form });
    expect(answer.body).toMatchObject({ success: true, message: DELIVERY_MESSAGES.delivered });
    // The server's form: 24 random bytes, base64url.
    expect(answer.body.secure_key).toMatch(/^[\w-]{32}$/);
    expect(state.deliveries.at(-1)).toMatchObject({
      batch_id: 'INITECH-1',
      target_versions: [{ files: [{ name: 'old.pdf' }] }],
    });
  });
});
