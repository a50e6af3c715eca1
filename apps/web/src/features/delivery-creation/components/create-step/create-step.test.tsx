import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import { calls, demoState, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { rememberBatch, rememberedBatch } from '@/features/delivery-creation/lib/generated-batches';
import {
  SAMPLE,
  optionName,
  renderWizard,
  loadWizardModules,
} from '@/features/delivery-creation/test-kit/fixtures';

vi.mock(
  '@/features/delivery-creation/upload',
  () => import('@/features/delivery-creation/test-kit/upload-mock'),
);

beforeAll(loadWizardModules);

const assignmentInput = () => screen.getByLabelText('Workspace Assignment ID(s)');
const findAssignmentInput = () => screen.findByLabelText('Workspace Assignment ID(s)');
const detailCalls = () => calls('POST', API.deliveries.detailAssignment);

describe('Create Delivery step', () => {
  it('tells an account that may not deliver so instead of showing the steps (decision 0013)', async () => {
    signInAs('EMPTY');
    renderApp('/addnew');
    expect(await screen.findByTestId('no-delivery-access')).toHaveTextContent(MESSAGES.forbidden);
    expect(screen.getByRole('heading', { name: 'New Delivery', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Batch ID')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Assignments' })).toHaveAttribute('href', '/deliver/');
    // None of the steps' calls, whose 403 would end the session.
    expect(calls('GET', API.deliveries.assignmentOptions)).toHaveLength(0);
  });

  it('shows the steps, the labels and placeholders, and goes back to /deliver/ on Cancel', async () => {
    const { user, pathname } = renderWizard('/addnew');
    expect(await screen.findByRole('heading', { name: 'Create Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Delivery', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Select Assignments').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Upload Files')).toBeInTheDocument();
    expect(screen.getByText('Deliver')).toBeInTheDocument();
    expect(screen.getByText('Enter Workspace ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Batch ID')).toHaveAttribute('placeholder', 'Enter Batch');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pathname()).toBe('/deliver/'));
  });

  it('narrows the options to the requester and client code of the first choice', async () => {
    const { user } = renderWizard('/addnew');
    // The first page of the demo's undelivered assignments: Kavya Iyer's, then Noah Brooks' (both ACME).
    const noah = optionName('WS-61005', 'Noah Brooks');
    await user.click(await findAssignmentInput());
    expect(await screen.findByRole('option', { name: noah })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: optionName(SAMPLE.added) }));
    await user.click(assignmentInput());
    expect(await screen.findByRole('option', { name: optionName('WS-61002') })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: noah })).not.toBeInTheDocument();
    await user.type(assignmentInput(), 'Noah');
    expect(await screen.findByText('No options found.')).toBeInTheDocument();
  });

  it("shows each option's assignment name as a second line, keeping the spec's option text (decision 0033)", async () => {
    const { user } = renderWizard('/addnew');
    await user.click(await findAssignmentInput());
    const label = optionName(SAMPLE.added);
    // The option is still named by the spec's text alone; the assignment's name describes it.
    const option = await screen.findByRole('option', { name: label });
    expect(within(option).getByTestId('assignment-option-name')).toHaveTextContent('Annual Report 2027');
    expect(option).toHaveTextContent(`${label}Annual Report 2027`);
    expect(option).toHaveAccessibleDescription('Annual Report 2027');
    await user.click(option);
    // Chosen, it shows the spec's text alone.
    const chosen = screen.getByText(label);
    expect(chosen.closest('.asgn__multi-value')).toHaveTextContent(label);
    expect(screen.queryByText('Annual Report 2027')).not.toBeInTheDocument();
  });

  it('asks for a batch id or assignments before calling the server, as a toast and beside Batch ID', async () => {
    const { user } = renderWizard('/addnew');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const message = DELIVERY_MESSAGES.provideBatchOrAssignments;
    expect(await screen.findByText(message, { selector: '[role="status"]' })).toBeInTheDocument();
    const batch = screen.getByLabelText('Batch ID');
    expect(batch).toHaveAttribute('aria-invalid', 'true');
    expect(batch).toHaveAccessibleDescription(message);
    expect(detailCalls()).toHaveLength(0);
    // Typing clears the inline message (the toast goes its own way).
    await user.type(batch, 'B');
    expect(batch).not.toHaveAttribute('aria-invalid');
    expect(batch).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('batch_id-error')).not.toBeInTheDocument();
  });

  it('sends the batch id and moves on to the batch details', async () => {
    const { user } = renderWizard('/addnew');
    await user.type(await screen.findByLabelText('Batch ID'), SAMPLE.batch);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(detailCalls()[0]?.body).toEqual({ assignment_id: [], delivery_id: SAMPLE.batch });
    expect(screen.getByText('Upload Files').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('without a typed batch id, the same assignments name the batch generated for them before', async () => {
    localStorage.clear();
    const first = renderWizard('/addnew');
    await first.user.click(await findAssignmentInput());
    await first.user.click(await screen.findByRole('option', { name: optionName(SAMPLE.added) }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(detailCalls()[0]?.body).toEqual({ assignment_id: [SAMPLE.added], delivery_id: '' });
    first.unmount();

    // A reload: the answer's generated batch (the demo's first for ACME, ACME-1) is asked for again, so
    // stored parts resume.
    const again = renderWizard('/addnew');
    await again.user.click(await findAssignmentInput());
    await again.user.click(await screen.findByRole('option', { name: optionName(SAMPLE.added) }));
    await again.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(detailCalls()[1]?.body).toEqual({ assignment_id: [SAMPLE.added], delivery_id: 'ACME-1' });
    expect(detailCalls()).toHaveLength(2);
    localStorage.clear();
  });

  it('a remembered batch that was delivered meanwhile is forgotten and a new one asked for', async () => {
    localStorage.clear();
    // Remembered, then delivered: a sample delivery has this batch, so the demo refuses it.
    rememberBatch([SAMPLE.added], SAMPLE.deliveryBatch);
    const { user } = renderWizard('/addnew');
    await user.click(await findAssignmentInput());
    await user.click(await screen.findByRole('option', { name: optionName(SAMPLE.added) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(detailCalls().map((c) => (c.body as { delivery_id: string }).delivery_id)).toEqual([
      SAMPLE.deliveryBatch,
      '',
    ]);
    expect(rememberedBatch([SAMPLE.added])).toBe('ACME-1');
    localStorage.clear();
  });

  it.each([
    ['/addnew', API.deliveries.detailAssignment, DELIVERY_MESSAGES.batchDetailsFailedNew],
    [
      `/update-delivery/${SAMPLE.delivery}`,
      API.deliveries.updateDetailAssignments,
      DELIVERY_MESSAGES.batchDetailsFailedUpdate,
    ],
  ])(
    '%s: a failed batch-details call toasts the server message, else the fixed text',
    async (path, call, text) => {
      const { user } = renderWizard(path);
      let refusal: string;
      if (path === '/addnew') {
        // A sample delivery's batch: the demo refuses to start it again.
        await user.type(await screen.findByLabelText('Batch ID'), SAMPLE.deliveryBatch);
        refusal = DELIVERY_MESSAGES.batchExists(SAMPLE.deliveryBatch);
      } else {
        await waitFor(() => expect(screen.getByLabelText('Batch ID')).toHaveValue(SAMPLE.deliveryBatch));
        // Gone meanwhile (as if removed by someone else): the demo no longer finds the delivery.
        const { deliveries } = demoState();
        deliveries.splice(
          deliveries.findIndex((d) => d.id === SAMPLE.delivery),
          1,
        );
        refusal = DELIVERY_MESSAGES.deliveryNotFound;
      }
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(refusal, { selector: '[role="status"]' })).toBeInTheDocument();
      expect(screen.getByLabelText('Batch ID')).toHaveAccessibleDescription(refusal);
      // A server error, which the demo never answers.
      server.use(
        http.post(call, () => HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })),
      );
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(text, { selector: '[role="status"]' })).toBeInTheDocument();
      expect(screen.getByLabelText('Batch ID')).toHaveAccessibleDescription(text);
    },
  );

  it('update flow: the delivery own assignments are fixed and the batch id is read-only', async () => {
    // The delivery's own assignments arrive once the loading text has been seen, however busy the machine.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Held back, then answered by the demo (a resolver that returns nothing passes the request on).
    server.use(
      http.get(API.deliveries.updateAssignmentOptions(SAMPLE.delivery), async () => {
        await answered;
      }),
    );
    const { user } = renderWizard(`/update-delivery/${SAMPLE.delivery}`);
    expect(await screen.findByRole('heading', { name: 'Update Delivery', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Loading selected values...')).toBeInTheDocument();
    answer();
    const own = optionName(SAMPLE.deliveryOwn);
    const field = assignmentInput().closest('.field') as HTMLElement;
    await waitFor(() => expect(within(field).getByText(own)).toBeInTheDocument());
    expect(
      within(field).queryByRole('button', { name: new RegExp(`Remove ${SAMPLE.deliveryOwn}`) }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Batch ID')).toHaveValue(SAMPLE.deliveryBatch);
    expect(screen.getByLabelText('Batch ID')).toHaveAttribute('readonly');
    await user.click(assignmentInput());
    await user.keyboard('{Backspace}');
    expect(within(field).getByText(own)).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: optionName(SAMPLE.added) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Enter Batch Details' });
    expect(calls('POST', API.deliveries.updateDetailAssignments)[0]?.body).toEqual({
      delivery_id: String(SAMPLE.delivery),
      assignment_id: [SAMPLE.deliveryOwn, SAMPLE.added],
    });
  });
});
