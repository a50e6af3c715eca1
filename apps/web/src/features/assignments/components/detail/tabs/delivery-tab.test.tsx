import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, ASSIGNMENT_TEXTS, CLIENT_MESSAGES } from '@ops/contracts';
import type { RecordedRequest } from '@/test/mock-server';
import { detailFixture, link, versionFixture, VERSION_ONE } from '../test-kit/detail-fixtures';
import { captureDownloads, detailRoutes, downloadAnswer, renderDetail } from '../test-kit/render-detail';

const DOWNLOADS = '/api-ops/misc/v1/download/';
const downloadCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => new URL(r.url, 'http://localhost').pathname.startsWith(DOWNLOADS));
const paramsOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;
const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;

/** Every download link of the fixture answers with its streaming URL. */
const downloadRoutes = (tokens: string[]) =>
  Object.fromEntries(tokens.map((token) => [`GET ${link(token)}`, downloadAnswer]));

const V2_TOKENS = ['v2-deck-pptx', 'v2-deck-pdf', 'v2-summary-pdf', 'v2-unnamed-docx', 'zip-v2'];

const version = (n: number) => screen.getByRole('region', { name: `Version ${n}` });

describe('DELIVERY tab', () => {
  it('lists versions newest first with notes, rating and files', async () => {
    renderDetail();
    await screen.findByTestId('detail-top-bar');
    expect(screen.getAllByTestId('version-section').map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Version 2',
      'Version 1',
    ]);
    const latest = version(2);
    expect(within(latest).getByTestId('delivery-notes')).toHaveTextContent(
      '@Deck.pptx @Summary.pdfUpdated with the client glossary.',
    );
    expect(within(latest).getByRole('img', { name: 'Client rating: 5 out of 5' })).toBeInTheDocument();
    const rows = within(latest).getAllByTestId('file-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Deck.pptx'),
      expect.stringContaining('Summary.pdf'),
      expect.stringContaining(ASSIGNMENT_TEXTS.unnamedFile),
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Download Deck.pptx as pptx' })).toHaveTextContent(
      'pptx',
    );
    expect(within(rows[0]!).getByRole('button', { name: 'Download Deck.pptx as pdf' })).toHaveTextContent(
      'pdf',
    );
    expect(
      within(rows[2]!).getByRole('button', { name: `Download ${ASSIGNMENT_TEXTS.unnamedFile} as docx` }),
    ).toBeInTheDocument();
  });

  it('offers Download All only when every file of the version has a link', async () => {
    const broken = versionFixture({
      version: 3,
      files: [
        { name: 'Deck.pptx', links: { pptx: link('v3-deck') } },
        {
          name: 'Notes.docx',
          links: { external_link: 'https://share.example.com/n', external_text: 'Notes' },
        },
      ],
      zip_link: null,
    });
    renderDetail({ details: detailFixture({ target_versions: [VERSION_ONE, versionFixture(), broken] }) });
    await screen.findByTestId('detail-top-bar');
    expect(within(version(2)).getByRole('button', { name: 'Download All' })).toBeInTheDocument();
    expect(within(version(2)).queryByText(ASSIGNMENT_TEXTS.fileUnavailable)).not.toBeInTheDocument();
    expect(within(version(3)).queryByRole('button', { name: 'Download All' })).not.toBeInTheDocument();
    expect(within(version(3)).getByText(ASSIGNMENT_TEXTS.fileUnavailable)).toBeInTheDocument();
    expect(within(version(3)).getByRole('link', { name: 'Notes' })).toHaveAttribute('target', '_blank');
  });

  it('shows the code an external delivery sent with a file', async () => {
    const coded = versionFixture({
      version: 3,
      files: [{ name: 'Brief.zip', links: { external_text: 'BOX-7D4JZ7' } }],
      zip_link: null,
    });
    renderDetail({ details: detailFixture({ target_versions: [VERSION_ONE, versionFixture(), coded] }) });
    await screen.findByTestId('detail-top-bar');
    expect(within(version(3)).getByTitle('External File Text/Code')).toHaveTextContent('BOX-7D4JZ7');
    expect(within(version(3)).queryByRole('link', { name: 'BOX-7D4JZ7' })).not.toBeInTheDocument();
  });

  it('select-all checks every file of its version only', async () => {
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    const latest = version(2);
    await user.click(within(latest).getByRole('checkbox', { name: 'Select all files' }));
    for (const name of ['Deck.pptx', 'Summary.pdf', ASSIGNMENT_TEXTS.unnamedFile]) {
      expect(within(latest).getByRole('checkbox', { name })).toBeChecked();
    }
    expect(within(version(1)).getByRole('checkbox', { name: 'Deck-draft.pptx' })).not.toBeChecked();
    await user.click(within(latest).getByRole('checkbox', { name: 'Summary.pdf' }));
    expect(within(latest).getByRole('checkbox', { name: 'Select all files' })).not.toBeChecked();
    expect(within(latest).getByRole('checkbox', { name: 'Select all files' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(within(latest).getByRole('checkbox', { name: 'Summary.pdf' }));
    expect(within(latest).getByRole('checkbox', { name: 'Select all files' })).toBeChecked();
    await user.click(within(latest).getByRole('checkbox', { name: 'Select all files' }));
    expect(within(latest).getByRole('checkbox', { name: 'Deck.pptx' })).not.toBeChecked();
  });

  it('downloads one format with the platform and device, not as part of all', async () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
    const saved = captureDownloads();
    const { user, server } = renderDetail({ routes: downloadRoutes(V2_TOKENS) });
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('button', { name: 'Download Deck.pptx as pdf' }));
    await waitFor(() => expect(saved).toEqual(['/files/v2-deck-pdf']));
    const [call] = downloadCalls(server.requests);
    expect(pathOf(call!)).toBe(link('v2-deck-pdf'));
    expect(Object.fromEntries(paramsOf(call!))).toEqual({
      platform: 'Linux x86_64',
      device: 'Desktop',
      all: 'false',
    });
    expect(call!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('Download All fetches every format of every file, one every 2 seconds', async () => {
    const saved = captureDownloads();
    const { user, server } = renderDetail({ routes: downloadRoutes(V2_TOKENS), fakeTimers: true });
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloadCalls(server.requests)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(downloadCalls(server.requests)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(saved).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(4100));
    await waitFor(() => expect(saved).toHaveLength(4));
    expect(saved).toEqual([
      '/files/v2-deck-pptx',
      '/files/v2-deck-pdf',
      '/files/v2-summary-pdf',
      '/files/v2-unnamed-docx',
    ]);
    expect(downloadCalls(server.requests).map((r) => paramsOf(r).get('all'))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(paramsOf(downloadCalls(server.requests)[0]!).get('device')).toBe('Desktop');
  });

  it('Download All takes only the checked files when some are checked', async () => {
    const saved = captureDownloads();
    const { user } = renderDetail({ routes: downloadRoutes(V2_TOKENS), fakeTimers: true });
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('checkbox', { name: 'Summary.pdf' }));
    await user.click(within(version(2)).getByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(saved).toEqual(['/files/v2-summary-pdf']));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(saved).toEqual(['/files/v2-summary-pdf']);
  });

  it('downloads the version zip', async () => {
    const saved = captureDownloads();
    const { user, server } = renderDetail({ routes: downloadRoutes(V2_TOKENS) });
    await screen.findByTestId('detail-top-bar');
    expect(within(version(1)).queryByRole('button', { name: 'Download zip' })).not.toBeInTheDocument();
    await user.click(within(version(2)).getByRole('button', { name: 'Download zip' }));
    await waitFor(() => expect(saved).toEqual(['/files/zip-v2']));
    expect(paramsOf(server.calls('GET', link('zip-v2'))[0]!).get('all')).toBe('true');
  });

  it('shows the download problem toast when a link fails', async () => {
    const saved = captureDownloads();
    const { user } = renderDetail({
      routes: {
        [`GET ${link('v2-summary-pdf')}`]: { status: 410, body: { success: false, message: 'Gone' } },
      },
    });
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('button', { name: 'Download Summary.pdf as pdf' }));
    expect(await screen.findByText(CLIENT_MESSAGES.downloadProblem)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.queryByTestId('not-found-error')).not.toBeInTheDocument();
  });

  it('raises the not-found state when the network fails during a download', async () => {
    const { user, server } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    const realFetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      if (String(input).startsWith(DOWNLOADS)) throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(version(2)).getByRole('button', { name: 'Download Summary.pdf as pdf' }));
    expect(await screen.findByTestId('not-found-error')).toBeInTheDocument();
    expect(screen.queryByText(CLIENT_MESSAGES.downloadProblem)).not.toBeInTheDocument();
  });

  it('resets the selection when another assignment opens', async () => {
    const other = detailFixture({ id: 43, batch_id: 'ACME-2026-0043', delivery_copy_data: 'ACME-2026-0043' });
    const { user, router } = renderDetail({ routes: detailRoutes(other) });
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('checkbox', { name: 'Select all files' }));
    expect(within(version(2)).getByRole('checkbox', { name: 'Deck.pptx' })).toBeChecked();
    await act(() => router.navigate('/deliver/43'));
    expect(await screen.findByTestId('delivery-id')).toHaveTextContent('ACME-2026-0043');
    expect(within(version(2)).getByRole('checkbox', { name: 'Deck.pptx' })).not.toBeChecked();
    expect(within(version(2)).getByRole('checkbox', { name: 'Select all files' })).not.toBeChecked();
  });
});

describe('archive view', () => {
  it('hides checkboxes, downloads and the comment box, and reads Last Delivery', async () => {
    const { server, user } = renderDetail({ scope: 'archive' });
    await screen.findByTestId('detail-top-bar');
    expect(screen.getByText('Last Delivery')).toBeInTheDocument();
    expect(screen.queryByText('Committed Delivery')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync with spreadsheet' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(screen.queryByText(ASSIGNMENT_TEXTS.fileUnavailable)).not.toBeInTheDocument();
    expect(within(version(2)).getAllByTestId('file-row')).toHaveLength(3);
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', API.assignments.archiveFeedback(42))).toHaveLength(1));
    expect(server.calls('GET', API.assignments.comments(42))).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'HISTORY' }));
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    await user.click(screen.getByTestId('source-files-button'));
    expect(
      within(screen.getByRole('dialog')).queryByRole('button', { name: /^Download/ }),
    ).not.toBeInTheDocument();
  });
});
