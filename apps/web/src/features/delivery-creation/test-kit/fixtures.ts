import { expect } from 'vitest';
import type { FileType } from '@ops/contracts';
import type { DemoUpload } from '@/demo/data/upload-record';
import { demoProfile, demoState, signInAs } from '@/test/demo-server';
import { loadSignedInLayout, renderApp } from '@/test/render-app';

/**
 * The demo's sample data the wizard tests use. New flow: the batch B-ACME-Q4 holds two undelivered
 * assignments of Kavya Iyer (ACME, entity ACME-UK). Update flow: sample delivery 1001 (ACME, batch
 * B-ACME-001001) holds WA-1001; WS-61001 is one more of its requester's undelivered assignments.
 */
export const SAMPLE = {
  batch: 'B-ACME-Q4',
  batchIds: ['WS-61003', 'WS-61004'],
  requester: 'Kavya Iyer',
  client: 'ACME',
  entity: 'ACME-UK',
  chargeCode: 'CC-ACME',
  delivery: 1001,
  deliveryBatch: 'B-ACME-001001',
  deliveryOwn: 'WA-1001',
  deliveryNotes: 'Version 2: final files.',
  added: 'WS-61001',
} as const;

/** An assignment option's text: 'id - requester (client)'. */
export const optionName = (
  id: string,
  requester: string = SAMPLE.requester,
  client: string = SAMPLE.client,
) => `${id} - ${requester} (${client})`;

/**
 * Loads the modules the app imports lazily for the wizard, once per test file (call in beforeAll): the first
 * test's findBy* then waits on the demo's answers, not on a cold module load of a busy machine.
 */
export const loadWizardModules = () => Promise.all([loadSignedInLayout(), import('..')]);

/** The wizard at `path`, signed in as the demo's Ops Admin, the demo's handlers answering. */
export function renderWizard(path: string) {
  signInAs('OA');
  return renderApp(path);
}

export const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

interface OpenOptions {
  /** New flow: choose this assignment instead of typing the sample batch id. */
  assignment?: { id: string; requester: string; client: string };
}

/**
 * Through step 1 to the Add step of `path`: '/addnew' with the sample batch id (or a chosen assignment), or
 * the update of delivery 1001 with WS-61001 added (a new group 2 beside the delivered group 1).
 */
export async function openDetails(path: string, { assignment }: OpenOptions = {}) {
  const view = renderWizard(path);
  const { screen, waitFor } = await import('@testing-library/react');
  const assignmentInput = () => screen.getByLabelText('Workspace Assignment ID(s)');
  if (path === '/addnew' && assignment) {
    // Beyond the first page of options: searched for, as a user would.
    await view.user.type(await screen.findByLabelText('Workspace Assignment ID(s)'), assignment.id);
    await view.user.click(
      await screen.findByRole('option', {
        name: optionName(assignment.id, assignment.requester, assignment.client),
      }),
    );
  } else if (path === '/addnew') {
    await view.user.type(await screen.findByLabelText('Batch ID'), SAMPLE.batch);
  } else {
    await waitFor(() => expect(screen.getByLabelText('Batch ID')).toHaveValue(SAMPLE.deliveryBatch));
    await waitFor(() => expect(assignmentInput()).toBeEnabled());
    await view.user.click(assignmentInput());
    await view.user.click(await screen.findByRole('option', { name: optionName(SAMPLE.added) }));
  }
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Enter Batch Details' });
  return view;
}

/**
 * The upload engine is faked in these tests, so no file reaches the demo: these files become the signed-in
 * account's completed uploads of the batch ('new', its batch id) or delivery ('update', its id), as a real
 * upload would leave them for the deliver call to claim.
 */
function arrangeUploads(
  flow: 'new' | 'update',
  ref: string,
  files: { group: number; fileType: FileType; name: string }[],
) {
  const { creation } = demoState();
  for (const f of files) {
    const upload: DemoUpload = {
      id: `demo-upload-${creation.nextUploadNumber++}`,
      userId: demoProfile('OA').id,
      flow,
      ref,
      group: `G_${f.group}`,
      fileType: f.fileType,
      fileName: f.name,
      fileSize: 10,
      chunk: 1024 * 1024,
      partCount: 1,
      parts: new Map([[1, { etag: '"demo-1-a"', size: 10 }]]),
      status: 'completed',
      completedAt: Date.now(),
      failing: false,
    };
    creation.uploads.set(upload.id, upload);
  }
}

/** The files openConfirm chooses, as completed uploads: what a deliver call of that flow claims. */
export function arrangeConfirmUploads(path: string) {
  if (path === '/addnew')
    arrangeUploads('new', SAMPLE.batch, [
      { group: 1, fileType: 'source_files', name: 'in.docx' },
      { group: 1, fileType: 'target_files', name: 'out.pdf' },
    ]);
  else
    arrangeUploads('update', String(SAMPLE.delivery), [
      { group: 2, fileType: 'source_files', name: 'a3.docx' },
      { group: 1, fileType: 'target_files', name: 'out.pdf' },
    ]);
}

/** Through the Add step with one source and one target in group 1 (and a source for the update's group 2). */
export async function openConfirm(path: string) {
  const view = await openDetails(path);
  const { screen, within } = await import('@testing-library/react');
  const card = (n: number) => screen.getByRole('article', { name: `Group ${n}` });
  if (path === '/addnew') await view.user.upload(within(card(1)).getByLabelText('Input'), file('in.docx'));
  else await view.user.upload(within(card(2)).getByLabelText('Input'), file('a3.docx'));
  await view.user.upload(within(card(1)).getByLabelText('Output'), file('out.pdf'));
  await view.user.type(within(card(1)).getByLabelText('Delivery Notes'), ' Final');
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Confirm Delivery' });
  return view;
}
