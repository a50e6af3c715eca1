import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { API, DELIVERY_MESSAGES, DELIVERY_TEXTS } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { calls, demoState, server } from '@/test/demo-server';
import {
  SAMPLE,
  arrangeConfirmUploads,
  openConfirm,
  loadWizardModules,
} from '@/features/delivery-creation/test-kit/fixtures';
import {
  fakeEngine,
  resetFakeEngine,
  settleUploads,
} from '@/features/delivery-creation/test-kit/upload-mock';

vi.mock(
  '@/features/delivery-creation/upload',
  () => import('@/features/delivery-creation/test-kit/upload-mock'),
);

beforeAll(loadWizardModules);

beforeEach(resetFakeEngine);

const rightButton = (name: string | RegExp) => screen.getByRole('button', { name });
const fields = (body: unknown) => {
  const out: Record<string, string[]> = {};
  for (const [k, v] of (body as FormData).entries()) (out[k] ??= []).push(String(v));
  return out;
};

describe('Confirm Delivery step', () => {
  it('starts the uploads on opening and shows the summary with a status per file', async () => {
    // A second Proofreading line in the group: the summary adds the counts of one service up.
    demoState().creation.assignments.find((a) => a.id === 'WS-61004')!.services = [
      {
        service: 'Translation Services',
        sub_services: [{ sub_service: 'Proofreading', unit_type: 'Words', unit_count: 600 }],
      },
    ];
    const { user } = await openConfirm('/addnew');
    expect(screen.getByText('Deliver').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(fakeEngine.start).toHaveBeenCalledTimes(1);
    const [items, ctx] = fakeEngine.start.mock.calls[0]!;
    expect(items.map((i) => [i.groupId, i.fileType, i.fileTypeId, i.file.name])).toEqual([
      ['G_1', 'source_files', 'source_file_1', 'in.docx'],
      ['G_1', 'target_files', 'target_file_1', 'out.pdf'],
    ]);
    expect(ctx).toMatchObject({ flow: 'new', deliveryId: SAMPLE.batch, interimByGroup: { G_1: false } });
    expect(screen.getByText('Translation Services :: 4000 Words Proofreading')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Input files' })).getByText('in.docx'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('status-out.pdf')).toHaveTextContent('in-queue');
    expect(
      within(screen.getByRole('list', { name: 'Delivery Notes' })).getByText('@in.docx Final'),
    ).toBeInTheDocument();
    act(() => settleUploads('failed', items[1]!.fileId));
    await user.click(screen.getByRole('button', { name: 'Redo out.pdf' }));
    expect(fakeEngine.redo).toHaveBeenCalledWith(items[1]!.fileId);
    await user.click(screen.getByRole('button', { name: 'View progress' }));
    expect(screen.getByRole('dialog', { name: 'Upload Files Progress' })).toBeInTheDocument();
  });

  it('reads Uploading..., Failed to upload! or Deliver from the upload state', async () => {
    await openConfirm('/addnew');
    expect(rightButton(DELIVERY_TEXTS.uploading)).toBeDisabled();
    act(() => settleUploads('failed'));
    expect(rightButton(DELIVERY_TEXTS.failedUpload)).toBeDisabled();
    act(() => settleUploads('success'));
    expect(rightButton(DELIVERY_TEXTS.deliver)).toBeEnabled();
  });

  it('back returns to the Add step and clears the upload data; Cancel goes to /deliver/', async () => {
    const { user, pathname } = await openConfirm('/addnew');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument();
    expect(fakeEngine.reset).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Still uploading: leaving asks first.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith(DELIVERY_MESSAGES.leaveWhileUploading);
    expect(pathname()).toBe('/addnew');
    fakeEngine.reset.mockClear();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pathname()).toBe('/deliver/'));
    expect(fakeEngine.reset).toHaveBeenCalled();
  });

  it('delivers the form fields, cycles Fetching. to Fetching..., shows Fetched!!, goes to /deliver and opens the new delivery', async () => {
    // Held until the test lets it go (the demo answers at once), then answered by the demo itself.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sent: Record<string, string[]> = {};
    let authorization: string | null = null;
    server.use(
      http.post(API.deliveries.uploadNewDelivery, async ({ request }) => {
        sent = fields(await request.clone().formData());
        authorization = request.headers.get('Authorization');
        await answered;
      }),
    );
    arrangeConfirmUploads('/addnew');
    const { pathname } = await openConfirm('/addnew');
    act(() => settleUploads('success'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await act(async () => {
      rightButton('Deliver').click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(rightButton('Fetching.')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(rightButton('Fetching..')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(rightButton('Fetching...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(rightButton('Fetching.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      delivery_id: [SAMPLE.batch],
      total_group: ['1'],
      assignment_id_1: SAMPLE.batchIds,
      source_file_1: ['in.docx'],
      target_file_1: ['out.pdf'],
      delivery_notes_1: [' Final'],
      interim_1: ['false'],
    });
    expect(sent.current_delivery_time?.[0]).toBe(fakeEngine.start.mock.calls[0]![1].time);
    expect(sent.share_emails).toBeUndefined();
    expect(authorization).toMatch(/^Bearer /);
    await act(async () => {
      answer();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(rightButton('Fetched!!')).toBeInTheDocument();
    const invalidate = vi.spyOn(api.util, 'invalidateTags');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    // The spec's /deliver, which then opens the new delivery rather than the first card, and says so.
    const made = demoState().deliveries.find((d) => d.batch_id === SAMPLE.batch);
    expect(made?.source_files).toHaveLength(1);
    await waitFor(() => expect(pathname()).toBe(`/deliver/${made!.id}`));
    expect(await screen.findByText(`Delivered ${SAMPLE.batch}`)).toBeInTheDocument();
    expect(fakeEngine.reset).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith(['Deliveries']);
  });

  it('update flow: delivers with the batch id and committed times, then opens /deliver/{id}', async () => {
    arrangeConfirmUploads(`/update-delivery/${SAMPLE.delivery}`);
    const { user, pathname } = await openConfirm(`/update-delivery/${SAMPLE.delivery}`);
    act(() => settleUploads('success'));
    await user.click(rightButton('Deliver'));
    expect(await screen.findByRole('button', { name: 'Fetched!!' })).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe(`/deliver/${SAMPLE.delivery}`));
    const sent = fields(calls('POST', API.deliveries.updateDelivery)[0]?.body);
    expect(sent).toMatchObject({
      delivery_id: [String(SAMPLE.delivery)],
      batch_id: [SAMPLE.deliveryBatch],
      total_group: ['2'],
      assignment_id_1: [SAMPLE.deliveryOwn],
      is_source_1: ['false'],
      is_target_1: ['true'],
      assignment_id_2: [SAMPLE.added],
      source_file_2: ['a3.docx'],
      delivery_notes_1: [`${SAMPLE.deliveryNotes} Final`],
    });
    expect(sent.committed_delivery_1?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The sample's two versions and this one.
    expect(demoState().deliveries.find((d) => d.id === SAMPLE.delivery)?.current_version).toBe(3);
  });

  it('a failed deliver call reads Failed to upload ! for 2 seconds and toasts the server message', async () => {
    // No upload of in.docx reached the demo (the engine is faked and none is arranged): it refuses.
    const { user } = await openConfirm('/addnew');
    act(() => settleUploads('success'));
    await user.click(rightButton('Deliver'));
    expect(await screen.findByRole('button', { name: 'Failed to upload !' })).toBeInTheDocument();
    expect(await screen.findByText(DELIVERY_MESSAGES.fileNotUploaded('in.docx'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deliver' })).toBeEnabled();
  });
});
