import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import { profileReply } from '@/test/fixtures';
import type { RecordedRequest } from '@/test/mock-server';
import { rememberBatch, rememberedBatch } from '@/features/delivery-creation/lib/generated-batches';
import { newDetails, renderWizard, updateOptionsReply } from '@/features/delivery-creation/test-kit/fixtures';

vi.mock(
  '@/features/delivery-creation/upload',
  () => import('@/features/delivery-creation/test-kit/upload-mock'),
);

const assignmentInput = () => screen.getByLabelText('Workspace Assignment ID(s)');

describe('Create Delivery step', () => {
  it('tells an account that may not deliver so instead of showing the steps (decision 0013)', async () => {
    renderWizard('/addnew', { [`GET ${API.ops.profile}`]: profileReply({ user_type: 'EMPTY' }) });
    expect(await screen.findByTestId('no-delivery-access')).toHaveTextContent(MESSAGES.forbidden);
    expect(screen.getByRole('heading', { name: 'New Delivery', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Batch ID')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Assignments' })).toHaveAttribute('href', '/deliver/');
  });

  it('shows the steps, the labels and placeholders, and goes back to /deliver/ on Cancel', async () => {
    const { user, pathname } = renderWizard('/addnew');
    expect(await screen.findByRole('heading', { name: 'New Delivery', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Select Assignments').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Upload Files')).toBeInTheDocument();
    expect(screen.getByText('Deliver')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create Delivery' })).toBeInTheDocument();
    expect(screen.getByText('Enter Workspace ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Batch ID')).toHaveAttribute('placeholder', 'Enter Batch');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pathname()).toBe('/deliver/'));
  });

  it('narrows the options to the requester and client code of the first choice', async () => {
    const { user } = renderWizard('/addnew');
    await user.click(assignmentInput());
    expect(await screen.findByRole('option', { name: 'B1 - Ben (BETA)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'A1 - Asha (ACME)' }));
    await user.click(assignmentInput());
    expect(await screen.findByRole('option', { name: 'A2 - Asha (ACME)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'B1 - Ben (BETA)' })).not.toBeInTheDocument();
    await user.type(assignmentInput(), 'B');
    expect(await screen.findByText('No options found.')).toBeInTheDocument();
  });

  it('asks for a batch id or assignments before calling the server', async () => {
    const { user, server } = renderWizard('/addnew');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.provideBatchOrAssignments)).toBeInTheDocument();
    expect(server.calls('POST', API.deliveries.detailAssignment)).toHaveLength(0);
  });

  it('sends the batch id and moves on to the batch details', async () => {
    const { user, server } = renderWizard('/addnew');
    await user.type(screen.getByLabelText('Batch ID'), 'BATCH-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(server.calls('POST', API.deliveries.detailAssignment)[0]?.body).toEqual({
      assignment_id: [],
      delivery_id: 'BATCH-1',
    });
    expect(screen.getByText('Upload Files').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('without a typed batch id, the same assignments name the batch generated for them before', async () => {
    localStorage.clear();
    const first = renderWizard('/addnew');
    await first.user.click(assignmentInput());
    await first.user.click(await screen.findByRole('option', { name: 'A1 - Asha (ACME)' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(first.server.calls('POST', API.deliveries.detailAssignment)[0]?.body).toEqual({
      assignment_id: ['A1'],
      delivery_id: '',
    });
    first.unmount();

    // A reload: the answer's generated batch (BATCH-1) is asked for again, so stored parts resume.
    const again = renderWizard('/addnew');
    await again.user.click(assignmentInput());
    await again.user.click(await screen.findByRole('option', { name: 'A1 - Asha (ACME)' }));
    await again.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(again.server.calls('POST', API.deliveries.detailAssignment)[0]?.body).toEqual({
      assignment_id: ['A1'],
      delivery_id: 'BATCH-1',
    });
    localStorage.clear();
  });

  it('a remembered batch that was delivered meanwhile is forgotten and a new one asked for', async () => {
    localStorage.clear();
    rememberBatch(['A1'], 'BATCH-OLD');
    const { user, server } = renderWizard('/addnew', {
      [`POST ${API.deliveries.detailAssignment}`]: (request: RecordedRequest) =>
        (request.body as { delivery_id: string }).delivery_id === 'BATCH-OLD'
          ? { status: 400, body: { success: false, message: DELIVERY_MESSAGES.batchExists('BATCH-OLD') } }
          : { body: newDetails() },
    });
    await user.click(assignmentInput());
    await user.click(await screen.findByRole('option', { name: 'A1 - Asha (ACME)' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(
      server
        .calls('POST', API.deliveries.detailAssignment)
        .map((c) => (c.body as { delivery_id: string }).delivery_id),
    ).toEqual(['BATCH-OLD', '']);
    expect(rememberedBatch(['A1'])).toBe('BATCH-1');
    localStorage.clear();
  });

  it.each([
    ['/addnew', API.deliveries.detailAssignment, DELIVERY_MESSAGES.batchDetailsFailedNew],
    [
      '/update-delivery/12',
      API.deliveries.updateDetailAssignments,
      DELIVERY_MESSAGES.batchDetailsFailedUpdate,
    ],
  ])(
    '%s: a failed batch-details call toasts the server message, else the fixed text',
    async (path, call, text) => {
      let reply = {
        status: 400,
        body: { success: false, message: 'Batch BATCH-1 has already been delivered.' },
      };
      const { user } = renderWizard(path, { [`POST ${call}`]: () => reply });
      if (path === '/addnew') await user.type(screen.getByLabelText('Batch ID'), 'BATCH-1');
      else await waitFor(() => expect(screen.getByLabelText('Batch ID')).toHaveValue('BATCH-9'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Batch BATCH-1 has already been delivered.')).toBeInTheDocument();
      reply = { status: 500, body: { success: false, message: 'boom' } };
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it('update flow: the delivery own assignments are fixed and the batch id is read-only', async () => {
    // The delivery's own assignments arrive once the loading text has been seen, however busy the machine.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user, server } = renderWizard('/update-delivery/12', {
      [`GET ${API.deliveries.updateAssignmentOptions(12)}`]: async () => {
        await answered;
        return updateOptionsReply();
      },
    });
    expect(await screen.findByRole('heading', { name: 'Update Delivery', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Loading selected values...')).toBeInTheDocument();
    answer();
    const field = assignmentInput().closest('.field') as HTMLElement;
    await waitFor(() => expect(within(field).getByText('A1 - Asha (ACME)')).toBeInTheDocument());
    expect(within(field).queryByRole('button', { name: /Remove A1/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Batch ID')).toHaveValue('BATCH-9');
    expect(screen.getByLabelText('Batch ID')).toHaveAttribute('readonly');
    await user.click(assignmentInput());
    await user.keyboard('{Backspace}');
    expect(within(field).getByText('A1 - Asha (ACME)')).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'A3 - Asha (ACME)' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Enter Batch Details' });
    expect(server.calls('POST', API.deliveries.updateDetailAssignments)[0]?.body).toEqual({
      delivery_id: '12',
      assignment_id: ['A1', 'A3'],
    });
  });
});
