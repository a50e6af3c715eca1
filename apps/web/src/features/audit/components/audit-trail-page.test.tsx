import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, AUDIT_MESSAGES, type AuditEvent } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer, type RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { choose } from '@/test/select-helpers';

const event = (id: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  at: new Date(Date.UTC(2026, 10, 20, 9, 0) - id * 60_000).toISOString(),
  actor_id: 7,
  actor_email: 'dana@example.com',
  actor_name: 'Dana Reyes',
  action: 'share.created',
  action_label: 'Delivery shared',
  target_type: 'share',
  target_id: String(300 + id),
  client_id: 4,
  client_name: 'Acme Corp',
  ip: '198.51.100.7',
  user_agent: 'Mozilla/5.0 Test',
  details: { delivery_id: 12 },
  ...overrides,
});

const query = (request: RecordedRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

function setup(userType = 'OA') {
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profileReply({ user_type: userType as 'OA' }),
    [`GET ${API.audit.filters}`]: {
      body: {
        success: true,
        actors: [
          { id: 7, email: 'dana@example.com', name: 'Dana Reyes' },
          { id: 9, email: 'sam@example.com', name: 'Sam Lee' },
        ],
        actions: [
          { value: 'share.created', label: 'Delivery shared' },
          { value: 'staff.invited', label: 'Staff account invited' },
        ],
        clients: [{ id: 4, name: 'Acme Corp' }],
      },
    },
    [`GET ${API.audit.events}`]: (request) => {
      const q = query(request);
      if (q.actor === '9')
        return {
          body: {
            success: true,
            data: [
              event(90, {
                actor_id: 9,
                actor_name: 'Sam Lee',
                actor_email: 'sam@example.com',
                action: 'staff.invited',
                action_label: 'Staff account invited',
                client_id: null,
                client_name: null,
              }),
            ],
            total: 1,
            next_cursor: null,
          },
        };
      // 30 rows in all, a page of the asked size at a time after the cursor's row.
      const start = q.cursor ? Number(q.cursor.slice(2)) : 0;
      const size = Number(q.page_size);
      const all = Array.from({ length: 30 }, (_, i) => event(i + 1));
      return {
        body: {
          success: true,
          data: all.slice(start, start + size),
          total: 30,
          next_cursor: start + size < 30 ? `c-${start + size}` : null,
        },
      };
    },
    [`GET ${API.audit.export}`]: { body: '\uFEFFTime (UTC),Person\n' },
  });
  signIn();
  return { ...renderApp('/audit-trail'), server };
}

afterEach(() => vi.unstubAllGlobals());

describe('Audit trail page', () => {
  it('lists the newest events with who, what, which record, client, address and browser', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Audit trail', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1–30 of 30 events'));
    const rows = screen.getAllByTestId('audit-row');
    expect(rows).toHaveLength(30);
    expect(screen.queryByRole('navigation', { name: 'Audit trail pages' })).not.toBeInTheDocument();
    const first = rows[0]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Dana Reyesdana@example.com');
    expect(first).toHaveTextContent('Delivery shared');
    expect(first).toHaveTextContent('share #301');
    expect(first).toHaveTextContent('Acme Corp');
    expect(first).toHaveTextContent('198.51.100.7');
    expect(first).toHaveTextContent('delivery id: 12');
    expect(screen.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/audit-trail');
  });

  it('pages on the server: older follows the cursor, newer goes back', async () => {
    const { user, server } = setup();
    await user.selectOptions(await screen.findByLabelText('Rows per page'), '25');
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1–25 of 30 events'));
    expect(screen.getByRole('button', { name: '← Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older →' }));
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('26–30 of 30 events'));
    expect(query(server.calls('GET', API.audit.events).at(-1)!)).toEqual({ page_size: '25', cursor: 'c-25' });
    expect(screen.getByRole('button', { name: 'Older →' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '← Newer' }));
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1–25 of 30 events'));
  });

  it('filters by person, action, client and range from the lists the server offers, and starts at page one', async () => {
    const { user, server } = setup();
    await user.selectOptions(await screen.findByLabelText('Rows per page'), '25');
    await user.click(await screen.findByRole('button', { name: 'Older →' }));
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('26–30 of 30 events'));
    await choose(user, screen.getByLabelText('Person'), 'Sam Lee (sam@example.com)');
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1–1 of 1 events'));
    expect(screen.getByTestId('audit-row')).toHaveTextContent('Staff account invited');
    expect(query(server.calls('GET', API.audit.events).at(-1)!)).toEqual({ actor: '9', page_size: '25' });

    await choose(user, screen.getByLabelText('Action'), 'Staff account invited');
    await choose(user, screen.getByLabelText('Client'), 'Acme Corp');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() =>
      expect(query(server.calls('GET', API.audit.events).at(-1)!)).toEqual({
        actor: '9',
        action: 'staff.invited',
        client: '4',
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 20, 23, 59, 59, 999).toISOString(),
        page_size: '25',
      }),
    );
  });

  it('says a backwards range is wrong, without calling', async () => {
    const { user, server } = setup();
    await screen.findAllByTestId('audit-row');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText(AUDIT_MESSAGES.dateOrder)).toBeInTheDocument();
    expect(server.calls('GET', API.audit.events).some((r) => query(r).to?.startsWith('2026-11-0'))).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports the filtered trail as a CSV file', async () => {
    const { user, server } = setup();
    const created = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:audit-1';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await screen.findAllByTestId('audit-row');
    await choose(user, screen.getByLabelText('Action'), 'Delivery shared');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(query(server.calls('GET', API.audit.export)[0]!)).toEqual({ action: 'share.created' });
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created.mock.calls[0]![0]);
    });
    expect(saved).toBe('Time (UTC),Person\n');
  });

  it('tells other account types the page is not theirs, without calling the audit API', async () => {
    const { server } = setup('SL');
    expect(await screen.findByTestId('no-audit-access')).toHaveTextContent('for operations admins');
    expect(server.calls('GET', API.audit.events)).toHaveLength(0);
    expect(server.calls('GET', API.audit.filters)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  });
});
