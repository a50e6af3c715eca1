import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, ASSIGNMENT_TEXTS, CLIENT_MESSAGES } from '@ops/contracts';
import type { TargetVersion } from '@ops/contracts';
import { demoLink } from '@/demo/data/deliveries';
import { calls, demoState, recordedRequests, server } from '@/test/demo-server';
import type { RecordedRequest } from '@/test/demo-server';
import { ARCHIVED_ID, captureDownloads, demoDelivery, renderDetail } from '../test-kit/render-detail';

const DOWNLOADS = '/api-ops/misc/v1/download/';
const pathOf = (link: string) => new URL(link, 'http://localhost').pathname;
const downloadCalls = () => recordedRequests().filter((r) => pathOf(r.url).startsWith(DOWNLOADS));
const paramsOf = (request: RecordedRequest) => new URL(request.url).searchParams;

const version = (n: number) => screen.getByRole('region', { name: `Version ${n}` });

/** A third version of the demo's delivery 1010 with these files (and no zip). */
function addVersion(files: TargetVersion['files']) {
  const delivery = demoDelivery();
  delivery.target_versions.push({
    ...structuredClone(delivery.target_versions[1]!),
    version: 3,
    files,
    zip_link: null,
  });
}

/** The demo's 1010 (two versions of Campaign Banner.png and Product Launch Video.png, each in png and pdf). */
describe('DELIVERY tab', () => {
  it('lists versions newest first with notes, rating and files', async () => {
    // A third file without a name is added to version 2.
    demoDelivery().target_versions[1]!.files.push({
      name: '',
      links: { docx: demoLink(1010, 'notes.docx') },
    });
    renderDetail();
    await screen.findByTestId('detail-top-bar');
    expect(screen.getAllByTestId('version-section').map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Version 2',
      'Version 1',
    ]);
    const latest = version(2);
    expect(within(latest).getByTestId('delivery-notes')).toHaveTextContent(
      '@Campaign Banner.png @Product Launch Video.pngVersion 2: final files.',
    );
    expect(within(latest).queryByRole('img', { name: /Client rating/ })).not.toBeInTheDocument();
    expect(within(version(1)).getByRole('img', { name: 'Client rating: 4 out of 5' })).toBeInTheDocument();
    const rows = within(latest).getAllByTestId('file-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Campaign Banner.png'),
      expect.stringContaining('Product Launch Video.png'),
      expect.stringContaining(ASSIGNMENT_TEXTS.unnamedFile),
    ]);
    expect(
      within(rows[0]!).getByRole('button', { name: 'Download Campaign Banner.png as png' }),
    ).toHaveTextContent('png');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Download Campaign Banner.png as pdf' }),
    ).toHaveTextContent('pdf');
    expect(
      within(rows[2]!).getByRole('button', { name: `Download ${ASSIGNMENT_TEXTS.unnamedFile} as docx` }),
    ).toBeInTheDocument();
  });

  it('offers Download All only when every file of the version has a link', async () => {
    addVersion([
      { name: 'Deck.pptx', links: { pptx: demoLink(1010, 'Deck.pptx') } },
      { name: 'Notes.docx', links: { external_link: 'https://share.example.com/n', external_text: 'Notes' } },
    ]);
    renderDetail();
    await screen.findByTestId('detail-top-bar');
    expect(within(version(2)).getByRole('button', { name: 'Download All' })).toBeInTheDocument();
    expect(within(version(2)).queryByText(ASSIGNMENT_TEXTS.fileUnavailable)).not.toBeInTheDocument();
    expect(within(version(3)).queryByRole('button', { name: 'Download All' })).not.toBeInTheDocument();
    expect(within(version(3)).getByText(ASSIGNMENT_TEXTS.fileUnavailable)).toBeInTheDocument();
    expect(within(version(3)).getByRole('link', { name: 'Notes' })).toHaveAttribute('target', '_blank');
  });

  it('shows the code an external delivery sent with a file', async () => {
    addVersion([{ name: 'Brief.zip', links: { external_text: 'BOX-7D4JZ7' } }]);
    renderDetail();
    await screen.findByTestId('detail-top-bar');
    expect(within(version(3)).getByTitle('External File Text/Code')).toHaveTextContent('BOX-7D4JZ7');
    expect(within(version(3)).queryByRole('link', { name: 'BOX-7D4JZ7' })).not.toBeInTheDocument();
  });

  it('select-all checks every file of its version only', async () => {
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    const latest = version(2);
    await user.click(within(latest).getByRole('checkbox', { name: 'Select all files' }));
    for (const name of ['Campaign Banner.png', 'Product Launch Video.png']) {
      expect(within(latest).getByRole('checkbox', { name })).toBeChecked();
    }
    expect(within(version(1)).getByRole('checkbox', { name: 'Campaign Banner.png' })).not.toBeChecked();
    await user.click(within(latest).getByRole('checkbox', { name: 'Product Launch Video.png' }));
    expect(within(latest).getByRole('checkbox', { name: 'Select all files' })).not.toBeChecked();
    expect(within(latest).getByRole('checkbox', { name: 'Select all files' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(within(latest).getByRole('checkbox', { name: 'Product Launch Video.png' }));
    expect(within(latest).getByRole('checkbox', { name: 'Select all files' })).toBeChecked();
    await user.click(within(latest).getByRole('checkbox', { name: 'Select all files' }));
    expect(within(latest).getByRole('checkbox', { name: 'Campaign Banner.png' })).not.toBeChecked();
  });

  it('downloads one format with the platform and device, not as part of all', async () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
    const saved = captureDownloads();
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('button', { name: 'Download Campaign Banner.png as pdf' }));
    await waitFor(() => expect(saved).toEqual(['Campaign Banner.pdf']));
    const [call] = downloadCalls();
    expect(pathOf(call!.url)).toBe(pathOf(demoDelivery().target_versions[1]!.files[0]!.links.pdf!));
    expect(Object.fromEntries(paramsOf(call!))).toEqual({
      platform: 'Linux x86_64',
      device: 'Desktop',
      all: 'false',
    });
    expect(call!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(demoState().accessLogs.get(1010)!.at(-1)).toMatchObject({
      type: 'download',
      access_log_string: 'Olivia Admin downloaded Campaign Banner.pdf',
      platform: 'Linux x86_64 · Desktop',
    });
  });

  it('Download All fetches every format of every file, one every 2 seconds', async () => {
    const saved = captureDownloads();
    const { user } = renderDetail({ fakeTimers: true });
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloadCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(downloadCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(saved).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(4100));
    await waitFor(() => expect(saved).toHaveLength(4));
    await waitFor(() =>
      expect(saved).toEqual([
        'Campaign Banner.png',
        'Campaign Banner.pdf',
        'Product Launch Video.png',
        'Product Launch Video.pdf',
      ]),
    );
    expect(downloadCalls().map((r) => paramsOf(r).get('all'))).toEqual(['true', 'true', 'true', 'true']);
    expect(paramsOf(downloadCalls()[0]!).get('device')).toBe('Desktop');
  });

  it('Download All takes only the checked files when some are checked', async () => {
    const saved = captureDownloads();
    const { user } = renderDetail({ fakeTimers: true });
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('checkbox', { name: 'Product Launch Video.png' }));
    await user.click(within(version(2)).getByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(saved).toEqual(['Product Launch Video.png']));
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(saved).toEqual(['Product Launch Video.png', 'Product Launch Video.pdf']));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(saved).toEqual(['Product Launch Video.png', 'Product Launch Video.pdf']);
    expect(downloadCalls()).toHaveLength(2);
  });

  it('downloads the version zip', async () => {
    // The demo zips every version; version 1's zip is taken away.
    demoDelivery().target_versions[0]!.zip_link = null;
    const saved = captureDownloads();
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    expect(within(version(1)).queryByRole('button', { name: 'Download zip' })).not.toBeInTheDocument();
    await user.click(within(version(2)).getByRole('button', { name: 'Download zip' }));
    await waitFor(() => expect(saved).toEqual(['B-ACME-001010-v2.zip']));
    const zip = pathOf(demoDelivery().target_versions[1]!.zip_link!.link);
    expect(paramsOf(downloadCalls().find((r) => pathOf(r.url) === zip)!).get('all')).toBe('true');
  });

  it('shows the download problem toast when a link fails', async () => {
    const saved = captureDownloads();
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    // The file is gone from the delivery (every version) after the page loaded: its link answers 404.
    for (const v of demoDelivery().target_versions)
      v.files = v.files.filter((f) => f.name !== 'Product Launch Video.png');
    await user.click(
      within(version(2)).getByRole('button', { name: 'Download Product Launch Video.png as pdf' }),
    );
    expect(await screen.findByText(CLIENT_MESSAGES.downloadProblem)).toBeInTheDocument();
    expect(downloadCalls()).toHaveLength(1);
    expect(saved).toEqual([]);
    expect(screen.queryByTestId('not-found-error')).not.toBeInTheDocument();
  });

  it('raises the not-found state when the network fails during a download', async () => {
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    // A lost connection, which the demo never has.
    server.use(http.get(API.assignments.download(':token'), () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(
      within(version(2)).getByRole('button', { name: 'Download Product Launch Video.png as pdf' }),
    );
    expect(await screen.findByTestId('not-found-error')).toBeInTheDocument();
    expect(screen.queryByText(CLIENT_MESSAGES.downloadProblem)).not.toBeInTheDocument();
  });

  it('resets the selection when another assignment opens', async () => {
    // 1004 is given the same files as 1010, so the same checkboxes show.
    demoDelivery(1004).target_versions = structuredClone(demoDelivery().target_versions);
    const { user, router } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    await user.click(within(version(2)).getByRole('checkbox', { name: 'Select all files' }));
    expect(within(version(2)).getByRole('checkbox', { name: 'Campaign Banner.png' })).toBeChecked();
    await act(() => router.navigate('/deliver/1004'));
    expect(await screen.findByTestId('delivery-id')).toHaveTextContent('B-ACME-001004');
    expect(within(version(2)).getByRole('checkbox', { name: 'Campaign Banner.png' })).not.toBeChecked();
    expect(within(version(2)).getByRole('checkbox', { name: 'Select all files' })).not.toBeChecked();
  });
});

describe('archive view', () => {
  it('hides checkboxes, downloads and the comment box, and reads Last Delivery', async () => {
    // The demo's archived 1013: two versions of Annual Report.srt.
    const { user } = renderDetail({ scope: 'archive' });
    await screen.findByTestId('detail-top-bar');
    expect(screen.getByTestId('delivery-id')).toHaveTextContent('B-ACME-001013');
    expect(screen.getByText('Last Delivery')).toBeInTheDocument();
    expect(screen.queryByText('Committed Delivery')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync with spreadsheet' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(screen.queryByText(ASSIGNMENT_TEXTS.fileUnavailable)).not.toBeInTheDocument();
    expect(within(version(2)).getAllByTestId('file-row')).toHaveLength(1);
    expect(within(version(2)).getByTestId('file-row')).toHaveTextContent('Annual Report.srt');
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET', API.assignments.archiveFeedback(ARCHIVED_ID))).toHaveLength(1));
    expect(calls('GET', API.assignments.comments(ARCHIVED_ID))).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'HISTORY' }));
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    await user.click(screen.getByTestId('source-files-button'));
    expect(
      within(screen.getByRole('dialog')).queryByRole('button', { name: /^Download/ }),
    ).not.toBeInTheDocument();
  });
});
