import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  AUDIT_CSV_HEADER,
  AUDIT_MESSAGES,
  auditCursor,
  auditCsvRow,
  csvText,
  type AuditEvent,
  type UserType,
} from '@ops/contracts';
import { auditEvents, filterAuditEvents } from '@/demo/data/audit-events';
import {
  calls,
  demoProfile,
  demoState,
  resetDemoServer,
  server,
  signInAs,
  type RecordedRequest,
} from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { choose } from '@/test/select-helpers';

const NOW = Date.UTC(2026, 10, 20, 12, 0);
const DAY = 86_400_000;

const query = (request: RecordedRequest | Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The demo's sample trail: 16 events, newest first (a sign-in of Sam Sales, then a share by Chris Relations). */
const sample = () => auditEvents(demoState());

/** The query of the newest call for audit events. */
const lastQuery = () => calls('GET', API.audit.events).map(query).at(-1);

/**
 * The sample trail holds 16 events, fewer than the smallest page (25): for paging, a longer trail is put in
 * front, the sample and a copy of it a fortnight older (32 events), filtered and paged by the demo's own
 * rules.
 */
function longerTrail() {
  const recent = sample().map((e) => ({ ...e, id: e.id + 16 }));
  const older = sample().map((e) => ({ ...e, at: new Date(Date.parse(e.at) - 14 * DAY).toISOString() }));
  const trail: AuditEvent[] = [...recent, ...older];
  server.use(
    http.get(API.audit.events, ({ request }) => {
      const { cursor, page_size, actor, client, ...filters } = query(request);
      const matching = filterAuditEvents(trail, {
        ...filters,
        actor: actor === undefined ? undefined : Number(actor),
        client: client === undefined ? undefined : Number(client),
      });
      const start = cursor === undefined ? 0 : matching.findIndex((e) => auditCursor(e) === cursor) + 1;
      const page = matching.slice(start, start + Number(page_size));
      return HttpResponse.json({
        success: true,
        data: page,
        total: matching.length,
        next_cursor: start + page.length < matching.length ? auditCursor(page.at(-1)!) : null,
      });
    }),
  );
  return trail;
}

/** Types a few letters into a searchable picker and clicks the option they list. */
async function pick(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  typed: string,
  option: string,
) {
  await user.type(screen.getByLabelText(label), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

function setup(userType: UserType = 'OA') {
  signInAs(userType);
  return renderApp('/audit-trail');
}

beforeEach(() => resetDemoServer(NOW));
afterEach(() => vi.unstubAllGlobals());

describe('Audit trail page', () => {
  it('lists the newest events with who, what, which record, client, address and browser', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Audit trail', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1–16 of 16 events'));
    const rows = screen.getAllByTestId('audit-row');
    expect(rows).toHaveLength(16);
    expect(screen.queryByRole('navigation', { name: 'Audit trail pages' })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(`Sam Sales${demoProfile('SL').email}`);
    expect(rows[0]).toHaveTextContent('Signed in');
    const share = rows[1]!;
    expect(within(share).getByRole('rowheader')).toHaveTextContent(
      `Chris Relations${demoProfile('CR').email}`,
    );
    expect(share).toHaveTextContent('Delivery shared');
    expect(share).toHaveTextContent('share #311');
    expect(share).toHaveTextContent(demoState().clients[0]!.client_name);
    expect(share).toHaveTextContent('198.51.100.11');
    expect(share).toHaveTextContent('delivery id: 1');
    expect(screen.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/audit-trail');
  });

  it('pages on the server: older follows the cursor, newer goes back', async () => {
    const trail = longerTrail();
    const { user } = setup();
    await user.selectOptions(await screen.findByLabelText('Rows per page'), '25');
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1–25 of 32 events'));
    expect(screen.getByRole('button', { name: '← Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older →' }));
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('26–32 of 32 events'));
    expect(lastQuery()).toEqual({ page_size: '25', cursor: auditCursor(trail[24]!) });
    expect(screen.getAllByTestId('audit-row')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Older →' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '← Newer' }));
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1–25 of 32 events'));
  });

  it('filters by person, action, client and range from the lists the server offers, and starts at page one', async () => {
    longerTrail();
    const olivia = demoProfile('OA');
    const client = demoState().clients[0]!;
    const { user } = setup();
    await user.selectOptions(await screen.findByLabelText('Rows per page'), '25');
    await user.click(await screen.findByRole('button', { name: 'Older →' }));
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('26–32 of 32 events'));
    // The person list is the demo's: the staff the trail names.
    await pick(user, 'Person', 'Olivia', `Olivia Admin (${olivia.email})`);
    await waitFor(() => expect(screen.getByTestId('audit-count')).toHaveTextContent('1–2 of 2 events'));
    for (const row of screen.getAllByTestId('audit-row')) expect(row).toHaveTextContent('Password changed');
    expect(lastQuery()).toEqual({ actor: String(olivia.id), page_size: '25' });

    await pick(user, 'Action', 'invited', 'Staff account invited');
    await pick(user, 'Client', client.client_name.slice(0, 4), client.client_name);
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        actor: String(olivia.id),
        action: 'staff.invited',
        client: String(client.client_id),
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 20, 23, 59, 59, 999).toISOString(),
        page_size: '25',
      }),
    );
  });

  it('says a backwards range is wrong, without calling', async () => {
    const { user } = setup();
    await screen.findAllByTestId('audit-row');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText(AUDIT_MESSAGES.dateOrder)).toBeInTheDocument();
    expect(calls('GET', API.audit.events).some((r) => query(r).to?.startsWith('2026-11-0'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports the filtered trail as a CSV file', async () => {
    const { user } = setup();
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
    expect(query(calls('GET', API.audit.export)[0]!)).toEqual({ action: 'share.created' });
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created.mock.calls[0]![0]);
    });
    // The demo's file: the header and the one share of the sample trail (the reader drops the BOM).
    const shares = sample().filter((e) => e.action === 'share.created');
    expect(shares).toHaveLength(1);
    expect(saved).toBe(csvText([AUDIT_CSV_HEADER, ...shares.map(auditCsvRow)]));
  });

  it('tells other account types the page is not theirs, without calling the audit API', async () => {
    setup('SL');
    expect(await screen.findByTestId('no-audit-access')).toHaveTextContent('for operations admins');
    expect(calls('GET', API.audit.events)).toHaveLength(0);
    expect(calls('GET', API.audit.filters)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  });
});
