import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  API,
  ASSIGNMENT_TEXTS,
  DELIVERY_MESSAGES,
  LOG_MESSAGES,
  MESSAGES,
  SHARING_TEXTS,
} from '@ops/contracts';
import { http, HttpResponse } from 'msw';
import { calls, demoState, server } from '@/test/demo-server';
import type { RecordedRequest } from '@/test/demo-server';
import { formatDateTime } from '../format';
import { ARCHIVED_ID, LIVE_ID, renderDetail } from '../test-kit/render-detail';

const paths = API.assignments;
const paramsOf = (request: RecordedRequest) => new URL(request.url).searchParams;

/**
 * The demo's sharing of a delivery: shared with its requester (Kavya Iyer, who opened it 3 times and last
 * downloaded version 1) and finance@; a request by Kavya for legal@; five access-log entries.
 */
const KAVYA = 'kavya.iyer@acme.example.com';
const FINANCE = 'finance@acme.example.com';
const LEGAL = 'legal@acme.example.com';
const sharedLog = (id: number) => demoState().sharedLogs.get(id)!;
const accessLog = (id: number) => demoState().accessLogs.get(id)!;

async function openSharing(options: Parameters<typeof renderDetail>[0] = {}) {
  const view = renderDetail(options);
  await view.user.click(await screen.findByRole('tab', { name: ASSIGNMENT_TEXTS.shareTabTitle }));
  return view;
}

describe('sharing: users', () => {
  it('lists the users the delivery is shared with', async () => {
    await openSharing();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User', 'Shared By', 'Times Accessed', 'Last Downloaded Version', 'Last Accessed on']);
    const [kavya, finance] = await screen.findAllByTestId('shared-user-row');
    expect(
      within(kavya!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      KAVYA,
      'Olivia Admin',
      '3',
      '1',
      formatDateTime(sharedLog(LIVE_ID).shared[0]!.last_accessed_time!),
    ]);
    expect(
      within(finance!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([FINANCE, 'Olivia Admin', '0', '-', '-']);
    expect(within(finance!).getByRole('button', { name: `Revoke ${FINANCE}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('falls back to data when shared_log is empty', async () => {
    // An older server's answer: the demo always fills shared_log.
    server.use(
      http.get(paths.sharingFile(LIVE_ID), () =>
        HttpResponse.json({
          success: true,
          request_shared_log: [],
          shared_log: [],
          data: sharedLog(LIVE_ID).shared,
        }),
      ),
    );
    await openSharing();
    const rows = await screen.findAllByTestId('shared-user-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([KAVYA, FINANCE]);
  });

  it("says No logs found! for nobody and Can't fetch logs. on failure", async () => {
    // Nobody shared with; the access log fails, which the demo's never does.
    demoState().sharedLogs.set(LIVE_ID, { shared: [], requests: [] });
    server.use(
      http.get(paths.accessLog(LIVE_ID), () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    await openSharing();
    await waitFor(() =>
      expect(screen.getByTestId('shared-users-state')).toHaveTextContent(LOG_MESSAGES.empty),
    );
    await waitFor(() =>
      expect(screen.getByTestId('access-logs-state')).toHaveTextContent(LOG_MESSAGES.cantFetch),
    );
  });

  it('offers no share or revoke in the archive view', async () => {
    await openSharing({ scope: 'archive' });
    const [kavya] = await screen.findAllByTestId('shared-user-row');
    expect(
      within(kavya!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      KAVYA,
      'Olivia Admin',
      '3',
      '1',
      formatDateTime(sharedLog(ARCHIVED_ID).shared[0]!.last_accessed_time!),
    ]);
    expect(screen.getAllByTestId('shared-user-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /share|revoke/i })).not.toBeInTheDocument();
  });

  it('lists access requests: Accept opens the share dialog with the address, Decline turns it down', async () => {
    const { user } = await openSharing();
    const [request] = await screen.findAllByTestId('share-request-row');
    expect(request).toHaveTextContent(LEGAL);
    expect(request).toHaveTextContent(`${SHARING_TEXTS.requestedBy} ${KAVYA}`);

    await user.click(within(request!).getByRole('button', { name: `${SHARING_TEXTS.accept} ${LEGAL}` }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.shareTitle });
    expect(dialog).toHaveTextContent(LEGAL);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(request!).getByRole('button', { name: `${SHARING_TEXTS.decline} ${LEGAL}` }));
    await waitFor(() => expect(calls('POST', paths.declineShareRequest)).toHaveLength(1));
    expect(calls('POST', paths.declineShareRequest)[0]!.body).toEqual({
      delivery_id: LIVE_ID,
      email: LEGAL,
    });
    expect(await screen.findByText(DELIVERY_MESSAGES.requestDeclined)).toBeInTheDocument();
    expect(sharedLog(LIVE_ID).requests).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('share-request-row')).not.toBeInTheDocument());
  });

  it('makes a new secure key in the Copy secure key dialog, shows it once and can e-mail it', async () => {
    const { user } = await openSharing();
    await user.click(await screen.findByRole('button', { name: SHARING_TEXTS.secureKey }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.copySecureKeyTitle });
    // The demo makes a key as the server does: 24 random bytes, base64url.
    const KEY = /^[A-Za-z0-9_-]{32}$/;
    expect(within(dialog).queryByDisplayValue(KEY)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SHARING_TEXTS.newKeyAndMail }));
    expect(await within(dialog).findByDisplayValue(KEY)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(DELIVERY_MESSAGES.secureKeySent);
    expect(calls('POST', paths.secureKey)[0]!.body).toEqual({ delivery_id: LIVE_ID, resend: true });
    expect(accessLog(LIVE_ID).at(-1)).toMatchObject({
      type: 'resend_secure_key',
      access_log_string: 'Olivia Admin made a new secure key and e-mailed it',
    });
  });

  it('reads the archive shared log in the archive view', async () => {
    server.use(
      http.get(paths.archiveSharedLog(ARCHIVED_ID), () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    await openSharing({ scope: 'archive' });
    await waitFor(() =>
      expect(screen.getByTestId('shared-users-state')).toHaveTextContent(LOG_MESSAGES.cantFetch),
    );
    expect(calls('GET', paths.sharingFile(ARCHIVED_ID))).toHaveLength(0);
  });
});

describe('sharing: access logs', () => {
  it('shows each entry with its type, text, platform, date and a tooltip', async () => {
    // The demo's share entry is made one outside the organisation, from a place nobody could locate.
    const [, shared, , download] = accessLog(LIVE_ID);
    shared!.type = 'shared outside';
    shared!.tooltip.location = LOG_MESSAGES.cantLocate;
    await openSharing();
    const rows = await screen.findAllByTestId('access-log-row');
    // Newest first: the share request, the download, the opening, the share and the delivery.
    expect(rows).toHaveLength(5);
    const [request, downloadRow, , sharedRow, delivered] = rows;
    expect(within(downloadRow!).getByTestId('file-activity')).toHaveTextContent('Downloaded');
    expect(downloadRow).toHaveTextContent(`${KAVYA} downloaded Campaign Banner.png.`);
    expect(downloadRow).toHaveTextContent('Chrome · Desktop');
    expect(downloadRow).toHaveTextContent(formatDateTime(download!.date));
    expect(downloadRow).toHaveAccessibleDescription(
      /Files: Campaign Banner\.png.*IP: 203\.0\.113\.24.*Location: London, United Kingdom/,
    );
    expect(within(sharedRow!).getByTestId('file-activity')).toHaveTextContent('Shared outside');
    expect(within(sharedRow!).getByRole('tooltip')).toHaveTextContent(`Shared users: ${KAVYA}`);
    expect(within(sharedRow!).getByRole('tooltip')).toHaveTextContent('Location: -');
    expect(within(request!).getByTestId('file-activity')).toHaveTextContent('Share requested');
    expect(delivered).toHaveTextContent('Olivia Admin delivered version 1.');
    expect(downloadRow).toHaveAttribute('tabindex', '0');
  });

  it('shows a page of entries and asks the server for more on Show more', async () => {
    // 130 entries in the demo's log of the delivery.
    const [opened] = accessLog(LIVE_ID).slice(2, 3);
    demoState().accessLogs.set(
      LIVE_ID,
      Array.from({ length: 130 }, (_, i) => ({
        ...structuredClone(opened!),
        access_log_string: `${KAVYA} opened the delivery (${i})`,
      })),
    );
    const { user } = await openSharing();
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Show more (100 of 130)' }));
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(130));
    expect(paramsOf(calls('GET', paths.accessLog(LIVE_ID)).at(-1)!).get('page_size')).toBe('200');
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('sorts newest first by default and re-fetches in the other order', async () => {
    const { user } = await openSharing();
    const rows = await screen.findAllByTestId('access-log-row');
    expect(rows[0]).toHaveTextContent('asked to share the delivery with a colleague');
    expect(paramsOf(calls('GET', paths.accessLog(LIVE_ID))[0]!).get('sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Sort access logs: Newest first' }));
    expect(screen.getByRole('button', { name: 'Sort access logs: Oldest first' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('access-log-row')[0]).toHaveTextContent(
        'Olivia Admin delivered version 1.',
      ),
    );
    expect(paramsOf(calls('GET', paths.accessLog(LIVE_ID)).at(-1)!).get('sort')).toBe('ascending');
  });

  it('exports the whole access log as a CSV file', async () => {
    const created: Blob[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:access-log';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openSharing();
    await user.click(await screen.findByRole('button', { name: SHARING_TEXTS.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls('GET', paths.accessLogCsv(LIVE_ID))).toHaveLength(1);
    expect(saved[0]).toMatch(/^access-log-.+\.csv$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    // The whole log, oldest first, one entry a line after the header.
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('Date,Type,Log,Platform,IP,Location,Files,Shared users');
    expect(lines[1]).toContain('Olivia Admin delivered version 1.');
    expect(lines[5]).toContain(`${KAVYA} asked to share the delivery with a colleague.`);
    vi.restoreAllMocks();
  });

  it('searches after a pause and refuses symbols without asking', async () => {
    const { user } = await openSharing();
    await screen.findAllByTestId('access-log-row');
    await user.type(screen.getByLabelText('Search access logs'), 'shared');
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(1));
    const searches = () => calls('GET', paths.accessLog(LIVE_ID)).map((r) => paramsOf(r).get('search'));
    expect(searches()).toEqual([null, 'shared']);
    expect(screen.getByTestId('access-log-row')).toHaveTextContent(
      `Olivia Admin shared the delivery with ${KAVYA}.`,
    );
    expect(paramsOf(calls('GET', paths.accessLog(LIVE_ID)).at(-1)!).get('sort')).toBe('descending');

    // The pause is stepped over on a fake clock (src/test/setup.ts brings the real timers back). Intervals
    // stay real: the store's updates reach the page on animation frames, which jsdom runs on one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByLabelText('Search access logs');
    fireEvent.change(box, { target: { value: 'shared<' } });
    expect(screen.getByTestId('access-search-error')).toHaveTextContent(MESSAGES.symbolsNotAllowed);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(searches()).toEqual([null, 'shared']);
    expect(screen.getAllByTestId('access-log-row')).toHaveLength(1);

    // A usable term is sent once the same pause is over, not before.
    fireEvent.change(box, { target: { value: 'nothing like it' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(searches()).toEqual([null, 'shared']);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(searches()).toEqual([null, 'shared', 'nothing like it']);
    vi.useRealTimers();
    await waitFor(() =>
      expect(screen.getByTestId('access-logs-state')).toHaveTextContent(LOG_MESSAGES.empty),
    );
  });
});
