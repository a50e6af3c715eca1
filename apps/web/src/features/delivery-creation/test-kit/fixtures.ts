import { expect } from 'vitest';
import { API } from '@ops/contracts';
import type { AssignmentOption, BatchAssignment, NewBatchDetails, UpdateBatchDetails } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { localDate } from '../lib/committed-time';
import { mockServer } from '@/test/mock-server';
import type { RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const option = (id: string, requester = 'Asha', client = 'ACME'): AssignmentOption => ({
  assignment_id: id,
  requester_name: requester,
  client_code: client,
  assignment_name: `${id}.docx`,
});

const OPTIONS = [option('A1'), option('A2'), option('B1', 'Ben', 'BETA')];

const batchAssignment = (id: string, name = `${id}.docx`): BatchAssignment => ({
  assignment_id: id,
  assignment_name: name,
  services: [
    {
      service: 'Language Translation',
      sub_services: [{ sub_service: 'French', unit_type: 'words', unit_count: 100 }],
    },
  ],
});

export function newDetails(overrides: Partial<NewBatchDetails> = {}): NewBatchDetails {
  return {
    success: true,
    message: 'Batch details fetched.',
    requester_name: 'Asha',
    client_code: 'ACME',
    delivery_user_type: 'default',
    external_type: '',
    client_charge_code: 'CH-1',
    entity_code: 'EN-1',
    delivery_id: 'BATCH-1',
    batch_id: 'BATCH-1',
    data: [batchAssignment('A1'), batchAssignment('A2')],
    default_groups: [['A1', 'A2']],
    ...overrides,
  };
}

function updateDetails(overrides: Partial<UpdateBatchDetails> = {}): UpdateBatchDetails {
  return {
    ...newDetails(),
    delivery_id: '12',
    batch_id: 'BATCH-9',
    data: [batchAssignment('A1'), batchAssignment('A3')],
    default_groups: [
      { default_assignments: ['A1'], new_assignments: [] },
      { default_assignments: [], new_assignments: ['A3'] },
    ],
    group_data: [
      {
        gid: 1,
        assignment_names: ['A1.docx'],
        assignment_ids: ['A1'],
        current_deliveries: 1,
        committed_delivery: null,
        delivery_notes: 'Earlier notes',
        assignment_services: [],
        external_link: '',
        external_text: '',
        email_attachment: false,
      },
    ],
    // Thirty days either side of today (the server's setting in a real answer).
    committed_window: {
      from: localDate(new Date(Date.now() - 30 * 86_400_000)),
      to: localDate(new Date(Date.now() + 30 * 86_400_000)),
    },
    ...overrides,
  };
}

type Routes = Parameters<typeof mockServer>[0];

/** The wizard at `path` with a signed-in user and the option calls answered. */
/** Delivery 12's assignment options in the update flow: A1 (its own, fixed) and A3, batch BATCH-9. */
export const updateOptionsReply = () => ({
  body: {
    success: true,
    message: '',
    data: { list: [option('A1'), option('A3')], default_data: { asgn_ids: ['A1'], batch_id: 'BATCH-9' } },
  },
});

export function renderWizard(path: string, routes: Routes = {}) {
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profileReply(),
    [`GET ${API.deliveries.assignmentOptions}`]: (request: RecordedRequest) => {
      const url = new URL(request.url, 'http://localhost');
      const requester = url.searchParams.get('requester_name');
      const search = url.searchParams.get('search') ?? '';
      const data = OPTIONS.filter((o) => !requester || o.requester_name === requester).filter((o) =>
        o.assignment_id.includes(search),
      );
      return { body: { success: true, message: '', data } };
    },
    [`GET ${API.deliveries.updateAssignmentOptions(12)}`]: updateOptionsReply(),
    [`POST ${API.deliveries.detailAssignment}`]: { body: newDetails() },
    [`POST ${API.deliveries.updateDetailAssignments}`]: { body: updateDetails() },
    ...routes,
  });
  signIn();
  return { ...renderApp(path), server };
}

export const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

/** Through step 1 to the Add step of `path` ('/addnew' with a batch id, or the update flow's defaults). */
export async function openDetails(path: string, routes: Routes = {}) {
  const view = renderWizard(path, routes);
  const { screen, waitFor } = await import('@testing-library/react');
  if (path === '/addnew') await view.user.type(await screen.findByLabelText('Batch ID'), 'BATCH-1');
  else await waitFor(() => expect(screen.getByLabelText('Batch ID')).toHaveValue('BATCH-9'));
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Enter Batch Details' });
  return view;
}

export const deliverAnswer = (id = 12) => ({
  body: {
    success: true,
    message: 'Delivered successfully.',
    id,
    batch_id: 'BATCH-1',
    version: 1,
    secure_key: 'k',
  },
});

/** Through the Add step with one source and one target in group 1 (and a source for the update's group 2). */
export async function openConfirm(path: string, routes: Routes = {}) {
  const view = await openDetails(path, routes);
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
