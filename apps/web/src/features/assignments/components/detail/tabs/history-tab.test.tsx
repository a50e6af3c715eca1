import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import { formatDateTime } from '../format';
import { detailFixture, link } from '../test-kit/detail-fixtures';
import { captureDownloads, downloadAnswer, renderDetail } from '../test-kit/render-detail';

const SOURCE_TOKENS = ['src-brief-docx', 'src-glossary-xlsx', 'src-reference-pdf', 'src-zip'];
const sourceRoutes = Object.fromEntries(SOURCE_TOKENS.map((token) => [`GET ${link(token)}`, downloadAnswer]));

async function openHistory(options: Parameters<typeof renderDetail>[0] = {}) {
  const view = renderDetail(options);
  await view.user.click(await screen.findByRole('tab', { name: 'HISTORY' }));
  return view;
}

const header = (name: string) => screen.getByRole('button', { name });

describe('HISTORY tab', () => {
  it('shows one card per version with count and dates, the newest open', async () => {
    await openHistory();
    const [latest, first] = screen.getAllByTestId('version-card');
    expect(within(latest!).getByRole('heading', { name: 'Version 2' })).toBeInTheDocument();
    expect(latest).toHaveTextContent('3 files');
    expect(latest).toHaveTextContent(`Committed${formatDateTime('2026-11-05T12:00:00.000Z')}`);
    expect(latest).toHaveTextContent(`Delivered${formatDateTime('2026-11-03T08:30:00.000Z')}`);
    expect(first).toHaveTextContent('1 file');
    expect(header('Version 2')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Version 1')).toHaveAttribute('aria-expanded', 'false');
    expect(within(latest!).getByText('@Deck.pptx @Summary.pdf')).toBeInTheDocument();
    expect(within(latest!).getAllByTestId('file-row')).toHaveLength(3);
    expect(within(first!).queryByTestId('file-row')).not.toBeInTheDocument();
  });

  it('opens one card at a time', async () => {
    const { user } = await openHistory();
    await user.click(header('Version 1'));
    expect(header('Version 1')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Version 2')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('@Deck-draft.pptx')).toBeInTheDocument();
    await user.click(header('Input Files'));
    expect(header('Input Files')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Version 1')).toHaveAttribute('aria-expanded', 'false');
    await user.click(header('Input Files'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('downloads the input files one by one, 2 seconds apart', async () => {
    const saved = captureDownloads();
    const { user } = await openHistory({ routes: sourceRoutes, fakeTimers: true });
    await user.click(header('Input Files'));
    const card = screen.getByTestId('input-files-card');
    expect(within(card).getAllByTestId('file-row')).toHaveLength(3);
    await user.click(within(card).getByRole('button', { name: 'Download Input Files' }));
    await waitFor(() => expect(saved).toEqual(['/files/src-brief-docx']));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(saved).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() =>
      expect(saved).toEqual([
        '/files/src-brief-docx',
        '/files/src-glossary-xlsx',
        '/files/src-reference-pdf',
      ]),
    );
  });

  it('downloads the sources zip when the detail carries one', async () => {
    const saved = captureDownloads();
    const { user } = await openHistory({
      routes: sourceRoutes,
      details: detailFixture({ input_zip_link: { name: 'sources.zip', link: link('src-zip') } }),
    });
    await user.click(header('Input Files'));
    await user.click(screen.getByRole('button', { name: 'Download Input Files' }));
    await waitFor(() => expect(saved).toEqual(['/files/src-zip']));
  });

  it('shows the unavailable text when a source file has no link', async () => {
    const { user } = await openHistory({
      details: detailFixture({
        source_files: [
          { name: 'Brief.docx', links: { docx: link('src-brief-docx') } },
          { name: '', links: {} },
        ],
      }),
    });
    await user.click(header('Input Files'));
    const card = screen.getByTestId('input-files-card');
    expect(within(card).getByText(ASSIGNMENT_TEXTS.fileUnavailable)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Download Input Files' })).not.toBeInTheDocument();
    expect(within(card).getByText(ASSIGNMENT_TEXTS.unnamedFile)).toBeInTheDocument();
  });
});
