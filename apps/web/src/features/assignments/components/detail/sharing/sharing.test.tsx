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
import type { AccessLogEntry } from '@ops/contracts';
import type { RecordedRequest } from '@/test/mock-server';
import { formatDateTime } from '../format';
import { accessLogBody, accessLogFixture, sharedLogFixture } from '../test-kit/detail-fixtures';
import { renderDetail } from '../test-kit/render-detail';

const paths = API.assignments;
const paramsOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;

const ENTRIES: AccessLogEntry[] = [
  accessLogFixture(),
  accessLogFixture({
    date: '2026-11-03T09:00:00.000Z',
    type: 'shared outside',
    tooltip: {
      ip: '198.51.100.4',
      location: LOG_MESSAGES.cantLocate,
      files: [],
      shared_users: ['ben@bolt.io'],
    },
    platform: 'macOS · Desktop',
    access_log_string: 'Dana shared the delivery with ben@bolt.io',
  }),
  accessLogFixture({
    date: '2026-11-02T09:00:00.000Z',
    type: 'share request',
    access_log_string: "Dana asked to share the delivery outside the client's organisation",
  }),
];

/** The access log in the asked order, filtered by the search like the server does. */
const accessAnswer = (request: RecordedRequest) => {
  const search = paramsOf(request).get('search')?.toLowerCase();
  const found = ENTRIES.filter((e) => !search || e.access_log_string.toLowerCase().includes(search));
  const data = paramsOf(request).get('sort') === 'ascending' ? [...found].reverse() : found;
  return { body: accessLogBody(data) };
};

async function openSharing(options: Parameters<typeof renderDetail>[0] = {}) {
  const view = renderDetail(options);
  await view.user.click(await screen.findByRole('tab', { name: ASSIGNMENT_TEXTS.shareTabTitle }));
  return view;
}

describe('sharing: users', () => {
  it('lists the users the delivery is shared with', async () => {
    await openSharing({
      routes: {
        [`GET ${paths.sharingFile(42)}`]: {
          body: {
            success: true,
            request_shared_log: [],
            shared_log: [
              sharedLogFixture(),
              sharedLogFixture({
                shared_to_user_email: 'ben@acme.com',
                accessed_number: 0,
                last_download_version: null,
                last_accessed_time: null,
              }),
            ],
            data: [],
          },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User', 'Shared By', 'Times Accessed', 'Last Downloaded Version', 'Last Accessed on']);
    const [asha, ben] = screen.getAllByTestId('shared-user-row');
    expect(
      within(asha!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['asha@acme.com', 'Dana Reyes', '3', '2', formatDateTime('2026-11-04T09:15:00.000Z')]);
    expect(
      within(ben!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ben@acme.com', 'Dana Reyes', '0', '-', '-']);
    expect(within(ben!).getByRole('button', { name: 'Revoke ben@acme.com' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('falls back to data when shared_log is empty', async () => {
    await openSharing({
      routes: {
        [`GET ${paths.sharingFile(42)}`]: {
          body: { success: true, request_shared_log: [], shared_log: [], data: [sharedLogFixture()] },
        },
      },
    });
    expect(await screen.findAllByTestId('shared-user-row')).toHaveLength(1);
  });

  it("says No logs found! for nobody and Can't fetch logs. on failure", async () => {
    await openSharing({
      routes: { [`GET ${paths.accessLog(42)}`]: { status: 500, body: { success: false, message: 'x' } } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('shared-users-state')).toHaveTextContent(LOG_MESSAGES.empty),
    );
    await waitFor(() =>
      expect(screen.getByTestId('access-logs-state')).toHaveTextContent(LOG_MESSAGES.cantFetch),
    );
  });

  it('offers no share or revoke in the archive view', async () => {
    await openSharing({
      scope: 'archive',
      routes: {
        [`GET ${paths.archiveSharedLog(42)}`]: {
          body: { success: true, request_shared_log: [], shared_log: [sharedLogFixture()], data: [] },
        },
      },
    });
    const [asha] = await screen.findAllByTestId('shared-user-row');
    expect(
      within(asha!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['asha@acme.com', 'Dana Reyes', '3', '2', formatDateTime('2026-11-04T09:15:00.000Z')]);
    expect(screen.queryByRole('button', { name: /share|revoke/i })).not.toBeInTheDocument();
  });

  it('lists access requests: Accept opens the share dialog with the address, Decline turns it down', async () => {
    const { user, server } = await openSharing({
      routes: {
        [`GET ${paths.sharingFile(42)}`]: {
          body: {
            success: true,
            request_shared_log: [
              sharedLogFixture({ shared_to_user_email: 'cara@acme.com', shared_by: 'asha@acme.com' }),
            ],
            shared_log: [sharedLogFixture()],
            data: [],
          },
        },
        [`POST ${paths.declineShareRequest}`]: {
          body: { success: true, message: DELIVERY_MESSAGES.requestDeclined },
        },
      },
    });
    const [request] = await screen.findAllByTestId('share-request-row');
    expect(request).toHaveTextContent('cara@acme.com');
    expect(request).toHaveTextContent(`${SHARING_TEXTS.requestedBy} asha@acme.com`);

    await user.click(within(request!).getByRole('button', { name: `${SHARING_TEXTS.accept} cara@acme.com` }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.shareTitle });
    expect(dialog).toHaveTextContent('cara@acme.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(request!).getByRole('button', { name: `${SHARING_TEXTS.decline} cara@acme.com` }),
    );
    await waitFor(() => expect(server.calls('POST', paths.declineShareRequest)).toHaveLength(1));
    expect(server.calls('POST', paths.declineShareRequest)[0]!.body).toEqual({
      delivery_id: 42,
      email: 'cara@acme.com',
    });
    expect(await screen.findByText(DELIVERY_MESSAGES.requestDeclined)).toBeInTheDocument();
  });

  it('makes a new secure key in the Copy secure key dialog, shows it once and can e-mail it', async () => {
    const { user, server } = await openSharing({
      routes: {
        [`POST ${paths.secureKey}`]: {
          body: { success: true, message: DELIVERY_MESSAGES.secureKeySent, secure_key: 'KEY-abc-123' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: SHARING_TEXTS.secureKey }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.copySecureKeyTitle });
    expect(within(dialog).queryByDisplayValue('KEY-abc-123')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SHARING_TEXTS.newKeyAndMail }));
    expect(await within(dialog).findByDisplayValue('KEY-abc-123')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(DELIVERY_MESSAGES.secureKeySent);
    expect(server.calls('POST', paths.secureKey)[0]!.body).toEqual({ delivery_id: 42, resend: true });
  });

  it('reads the archive shared log in the archive view', async () => {
    const { server } = await openSharing({
      scope: 'archive',
      routes: {
        [`GET ${paths.archiveSharedLog(42)}`]: { status: 500, body: { success: false, message: 'x' } },
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('shared-users-state')).toHaveTextContent(LOG_MESSAGES.cantFetch),
    );
    expect(server.calls('GET', paths.sharingFile(42))).toHaveLength(0);
  });
});

describe('sharing: access logs', () => {
  it('shows each entry with its type, text, platform, date and a tooltip', async () => {
    await openSharing({ routes: { [`GET ${paths.accessLog(42)}`]: accessAnswer } });
    const rows = await screen.findAllByTestId('access-log-row');
    expect(rows).toHaveLength(3);
    const [download, shared, request] = rows;
    expect(within(download!).getByTestId('file-activity')).toHaveTextContent('Downloaded');
    expect(download).toHaveTextContent('Asha downloaded Deck.pdf');
    expect(download).toHaveTextContent('Windows · Desktop');
    expect(download).toHaveTextContent(formatDateTime('2026-11-04T09:15:00.000Z'));
    expect(download).toHaveAccessibleDescription(
      /Files: Deck\.pdf.*IP: 203\.0\.113\.8.*Location: Pune, India/,
    );
    expect(within(shared!).getByTestId('file-activity')).toHaveTextContent('Shared outside');
    expect(within(shared!).getByRole('tooltip')).toHaveTextContent('Shared users: ben@bolt.io');
    expect(within(shared!).getByRole('tooltip')).toHaveTextContent('Location: -');
    expect(within(request!).getByTestId('file-activity')).toHaveTextContent('Share requested');
    expect(download).toHaveAttribute('tabindex', '0');
  });

  it('shows a page of entries and asks the server for more on Show more', async () => {
    const all = Array.from({ length: 130 }, (_, i) =>
      accessLogFixture({ access_log_string: `Asha opened the delivery (${i})` }),
    );
    const paged = (request: RecordedRequest) => {
      const size = Number(paramsOf(request).get('page_size'));
      return { body: accessLogBody(all.slice(0, size), { total: all.length, pageSize: size }) };
    };
    const { user, server } = await openSharing({ routes: { [`GET ${paths.accessLog(42)}`]: paged } });
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Show more (100 of 130)' }));
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(130));
    expect(paramsOf(server.calls('GET', paths.accessLog(42)).at(-1)!).get('page_size')).toBe('200');
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('sorts newest first by default and re-fetches in the other order', async () => {
    const { user, server } = await openSharing({ routes: { [`GET ${paths.accessLog(42)}`]: accessAnswer } });
    await screen.findAllByTestId('access-log-row');
    expect(paramsOf(server.calls('GET', paths.accessLog(42))[0]!).get('sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Sort access logs: Newest first' }));
    expect(screen.getByRole('button', { name: 'Sort access logs: Oldest first' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('access-log-row')[0]).toHaveTextContent(
        'asked to share the delivery outside',
      ),
    );
    expect(paramsOf(server.calls('GET', paths.accessLog(42)).at(-1)!).get('sort')).toBe('ascending');
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
    const { user, server } = await openSharing({
      routes: {
        [`GET ${paths.accessLog(42)}`]: accessAnswer,
        [`GET ${paths.accessLogCsv(42)}`]: { body: 'Date,Type\n2026-11-01,shared\n' },
      },
    });
    await user.click(await screen.findByRole('button', { name: SHARING_TEXTS.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(server.calls('GET', paths.accessLogCsv(42))).toHaveLength(1);
    expect(saved[0]).toMatch(/^access-log-.+\.csv$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('2026-11-01,shared');
    vi.restoreAllMocks();
  });

  it('searches after a pause and refuses symbols without asking', async () => {
    const { user, server } = await openSharing({ routes: { [`GET ${paths.accessLog(42)}`]: accessAnswer } });
    await screen.findAllByTestId('access-log-row');
    await user.type(screen.getByLabelText('Search access logs'), 'shared');
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(1));
    const searches = () => server.calls('GET', paths.accessLog(42)).map((r) => paramsOf(r).get('search'));
    expect(searches()).toEqual([null, 'shared']);
    expect(paramsOf(server.calls('GET', paths.accessLog(42)).at(-1)!).get('sort')).toBe('descending');

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
