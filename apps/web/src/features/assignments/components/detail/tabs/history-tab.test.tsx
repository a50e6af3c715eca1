import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import { formatDateTime } from '../format';
import { captureDownloads, demoDelivery, renderDetail } from '../test-kit/render-detail';

async function openHistory(options: Parameters<typeof renderDetail>[0] = {}) {
  const view = renderDetail(options);
  await view.user.click(await screen.findByRole('tab', { name: 'HISTORY' }));
  return view;
}

const header = (name: string) => screen.getByRole('button', { name });

/** The demo's 1010: two versions of Campaign Banner.png and Product Launch Video.png, two source files. */
describe('HISTORY tab', () => {
  it('shows one card per version with count and dates, the newest open', async () => {
    // Version 1 keeps one of its two files, to read '1 file'.
    const [one, two] = demoDelivery().target_versions;
    one!.files = one!.files.slice(0, 1);
    await openHistory();
    const [latest, first] = screen.getAllByTestId('version-card');
    expect(within(latest!).getByRole('heading', { name: 'Version 2' })).toBeInTheDocument();
    expect(latest).toHaveTextContent('2 files');
    expect(latest).toHaveTextContent(`Committed${formatDateTime(two!.committed_delivery!)}`);
    expect(latest).toHaveTextContent(`Delivered${formatDateTime(two!.actual_delivery!)}`);
    expect(first).toHaveTextContent('1 file');
    expect(header('Version 2')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Version 1')).toHaveAttribute('aria-expanded', 'false');
    expect(within(latest!).getByText('@Campaign Banner.png @Product Launch Video.png')).toBeInTheDocument();
    expect(within(latest!).getAllByTestId('file-row')).toHaveLength(2);
    expect(within(first!).queryByTestId('file-row')).not.toBeInTheDocument();
  });

  it('opens one card at a time', async () => {
    const { user } = await openHistory();
    await user.click(header('Version 1'));
    expect(header('Version 1')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Version 2')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Version 1: final files.')).toBeInTheDocument();
    expect(screen.queryByText('Version 2: final files.')).not.toBeInTheDocument();
    await user.click(header('Input Files'));
    expect(header('Input Files')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Version 1')).toHaveAttribute('aria-expanded', 'false');
    await user.click(header('Input Files'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('downloads the input files one by one, 2 seconds apart', async () => {
    // Without the sources' zip, and with a third source file.
    const delivery = demoDelivery();
    delivery.input_zip_link = null;
    delivery.source_files.push({ ...structuredClone(demoDelivery(1001).source_files[0]!) });
    const saved = captureDownloads();
    const { user } = await openHistory({ fakeTimers: true });
    await user.click(header('Input Files'));
    const card = screen.getByTestId('input-files-card');
    expect(within(card).getAllByTestId('file-row')).toHaveLength(3);
    await user.click(within(card).getByRole('button', { name: 'Download Input Files' }));
    await waitFor(() => expect(saved).toEqual(['Campaign Banner (source).docx']));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(saved).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() =>
      expect(saved).toEqual([
        'Campaign Banner (source).docx',
        'Product Launch Video (source).docx',
        'Annual Report (source).docx',
      ]),
    );
  });

  it('downloads the sources zip when the detail carries one', async () => {
    const saved = captureDownloads();
    const { user } = await openHistory();
    await user.click(header('Input Files'));
    await user.click(screen.getByRole('button', { name: 'Download Input Files' }));
    await waitFor(() => expect(saved).toEqual(['B-ACME-001010-input.zip']));
  });

  it('shows the unavailable text when a source file has no link', async () => {
    const delivery = demoDelivery();
    delivery.source_files = [delivery.source_files[0]!, { name: '', links: {} }];
    const { user } = await openHistory();
    await user.click(header('Input Files'));
    const card = screen.getByTestId('input-files-card');
    expect(within(card).getByText(ASSIGNMENT_TEXTS.fileUnavailable)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Download Input Files' })).not.toBeInTheDocument();
    expect(within(card).getByText(ASSIGNMENT_TEXTS.unnamedFile)).toBeInTheDocument();
  });
});
