import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, DELIVERY_MESSAGES, DELIVERY_TEXTS } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { deliverAnswer, openConfirm } from '@/features/delivery-creation/test-kit/fixtures';
import {
  fakeEngine,
  resetFakeEngine,
  settleUploads,
} from '@/features/delivery-creation/test-kit/upload-mock';

vi.mock(
  '@/features/delivery-creation/upload',
  () => import('@/features/delivery-creation/test-kit/upload-mock'),
);

beforeEach(resetFakeEngine);

const rightButton = (name: string | RegExp) => screen.getByRole('button', { name });
const fields = (body: unknown) => {
  const out: Record<string, string[]> = {};
  for (const [k, v] of (body as FormData).entries()) (out[k] ??= []).push(String(v));
  return out;
};

describe('Confirm Delivery step', () => {
  it('starts the uploads on opening and shows the summary with a status per file', async () => {
    const { user } = await openConfirm('/addnew');
    expect(screen.getByText('Deliver').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(fakeEngine.start).toHaveBeenCalledTimes(1);
    const [items, ctx] = fakeEngine.start.mock.calls[0]!;
    expect(items.map((i) => [i.groupId, i.fileType, i.fileTypeId, i.file.name])).toEqual([
      ['G_1', 'source_files', 'source_file_1', 'in.docx'],
      ['G_1', 'target_files', 'target_file_1', 'out.pdf'],
    ]);
    expect(ctx).toMatchObject({ flow: 'new', deliveryId: 'BATCH-1', interimByGroup: { G_1: false } });
    expect(screen.getByText('Language Translation :: 200 words French')).toBeInTheDocument();
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

  it('delivers the form fields, cycles Fetching. to Fetching..., shows Fetched!! and goes to /deliver', async () => {
    let answer: (value: ReturnType<typeof deliverAnswer>) => void = () => undefined;
    const { server, pathname } = await openConfirm('/addnew', {
      [`POST ${API.deliveries.uploadNewDelivery}`]: () => new Promise((resolve) => (answer = resolve)),
    });
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
    const sent = fields(server.calls('POST', API.deliveries.uploadNewDelivery)[0]?.body);
    expect(sent).toMatchObject({
      delivery_id: ['BATCH-1'],
      total_group: ['1'],
      assignment_id_1: ['A1', 'A2'],
      source_file_1: ['in.docx'],
      target_file_1: ['out.pdf'],
      delivery_notes_1: [' Final'],
      interim_1: ['false'],
    });
    expect(sent.current_delivery_time?.[0]).toBe(fakeEngine.start.mock.calls[0]![1].time);
    expect(sent.share_emails).toBeUndefined();
    expect(server.calls('POST', API.deliveries.uploadNewDelivery)[0]?.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
    await act(async () => {
      answer(deliverAnswer());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(rightButton('Fetched!!')).toBeInTheDocument();
    const invalidate = vi.spyOn(api.util, 'invalidateTags');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await waitFor(() => expect(pathname()).toBe('/deliver'));
    expect(fakeEngine.reset).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith(['Deliveries']);
  });

  it('update flow: delivers with the batch id and committed times, then opens /deliver/{id}', async () => {
    const { user, server, pathname } = await openConfirm('/update-delivery/12', {
      [`POST ${API.deliveries.updateDelivery}`]: deliverAnswer(12),
    });
    act(() => settleUploads('success'));
    await user.click(rightButton('Deliver'));
    expect(await screen.findByRole('button', { name: 'Fetched!!' })).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/deliver/12'));
    const sent = fields(server.calls('POST', API.deliveries.updateDelivery)[0]?.body);
    expect(sent).toMatchObject({
      delivery_id: ['12'],
      batch_id: ['BATCH-9'],
      total_group: ['2'],
      assignment_id_1: ['A1'],
      is_source_1: ['false'],
      is_target_1: ['true'],
      assignment_id_2: ['A3'],
      source_file_2: ['a3.docx'],
      delivery_notes_1: ['Earlier notes Final'],
    });
    expect(sent.committed_delivery_1?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a failed deliver call reads Failed to upload ! for 2 seconds and toasts the server message', async () => {
    const { user } = await openConfirm('/addnew', {
      [`POST ${API.deliveries.uploadNewDelivery}`]: {
        status: 400,
        body: { success: false, message: 'in.docx has not been uploaded for this delivery.' },
      },
    });
    act(() => settleUploads('success'));
    await user.click(rightButton('Deliver'));
    expect(await screen.findByRole('button', { name: 'Failed to upload !' })).toBeInTheDocument();
    expect(await screen.findByText('in.docx has not been uploaded for this delivery.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deliver' })).toBeEnabled();
  });
});
