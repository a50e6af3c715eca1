import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  API,
  csvLine,
  INSIGHT_MESSAGES,
  INSIGHT_TEXTS,
  type InsightsResponse,
  type UserType,
} from '@ops/contracts';
import { demoToken } from '@/demo/data/accounts';
import { calls, demoState, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { choose } from '@/test/select-helpers';
import { formatMonth } from '@/shared/dates/date-format';
import { TEXTS } from '../lib/texts';

function setup(path = '/insights', userType: UserType = 'OA') {
  signInAs(userType);
  return renderApp(path);
}

/** The query string of each figures call so far. */
const sent = () => calls('GET', API.insights.figures).map((c) => new URL(c.url).search);

/** The demo's answer to a query, asked as an operations admin would. */
async function answer(search: string): Promise<InsightsResponse['data']> {
  const response = await fetch(`${API.insights.figures}${search}`, {
    headers: { authorization: `Bearer ${demoToken('OA')}` },
  });
  return ((await response.json()) as InsightsResponse).data;
}

/** A saved file's content (jsdom's Blob reads only through a FileReader). */
function read(blob: Blob, as: 'text'): Promise<string>;
function read(blob: Blob, as: 'buffer'): Promise<ArrayBuffer>;
function read(blob: Blob, as: 'text' | 'buffer') {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

const figure = (id: string) => screen.getByTestId(`insight-figure-${id}`);
const loaded = () => screen.findByText(/a year earlier\.$/);

describe('/insights', () => {
  it('shows the three sections, each figure a chart, for the last 12 months by default', async () => {
    const { router } = setup();
    expect(await screen.findByRole('heading', { name: INSIGHT_TEXTS.title, level: 1 })).toBeInTheDocument();
    await loaded();
    for (const name of [INSIGHT_TEXTS.onTime, INSIGHT_TEXTS.volume, INSIGHT_TEXTS.response]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    const deliveries = figure('deliveries');
    expect(within(deliveries).getByRole('img', { name: new RegExp(TEXTS.figures.deliveries) })).toBeVisible();
    expect(deliveries.querySelector('.recharts-wrapper > svg.recharts-surface')).not.toBeNull();
    expect(sent()).toEqual(['?period=12']);
    expect(router.state.location.search).toBe('');
  });

  it('writes each filter to the address and asks again; a reload of that address keeps them', async () => {
    const { user, router, unmount } = setup();
    await loaded();
    await user.selectOptions(screen.getByLabelText(INSIGHT_TEXTS.period), '6');
    await waitFor(() => expect(router.state.location.search).toBe('?period=6'));
    await waitFor(() => expect(sent()).toContain('?period=6'));

    const client = demoState().clients[0]!;
    await choose(user, screen.getByLabelText(INSIGHT_TEXTS.client), client.client_name);
    const withClient = `?period=6&client_id=${client.client_id}`;
    await waitFor(() => expect(router.state.location.search).toBe(withClient));
    await waitFor(() => expect(sent()).toContain(withClient));

    await user.selectOptions(screen.getByLabelText(INSIGHT_TEXTS.category), 'TR');
    await waitFor(() => expect(router.state.location.search).toBe(`${withClient}&category=TR`));
    await waitFor(() => expect(sent()).toContain(`${withClient}&category=TR`));

    // The same address opened afresh shows the same filters.
    const address = `/insights${router.state.location.search}`;
    unmount();
    setup(address);
    await loaded();
    expect(screen.getByLabelText(INSIGHT_TEXTS.period)).toHaveValue('6');
    expect(screen.getByLabelText(INSIGHT_TEXTS.category)).toHaveValue('TR');
    expect(screen.getByLabelText(INSIGHT_TEXTS.client).closest('.field')).toHaveTextContent(
      client.client_name,
    );
  });

  it('takes a custom period from month fields, asking nothing while they are back to front', async () => {
    const { user, router } = setup();
    await loaded();
    await user.selectOptions(screen.getByLabelText(INSIGHT_TEXTS.period), 'custom');
    const from = await screen.findByLabelText(INSIGHT_TEXTS.from);
    const to = screen.getByLabelText(INSIGHT_TEXTS.to);
    await waitFor(() =>
      expect(router.state.location.search).toMatch(/^\?period=custom&from=\d{4}-\d{2}&to=/),
    );
    const before = sent().length;

    await user.clear(from);
    await user.type(from, '2026-03');
    await user.clear(to);
    await user.type(to, '2026-01');
    expect(await screen.findByText(INSIGHT_MESSAGES.customOrder)).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '2026-05');
    await waitFor(() => expect(router.state.location.search).toBe('?period=custom&from=2026-03&to=2026-05'));
    await waitFor(() => expect(sent().at(-1)).toBe('?period=custom&from=2026-03&to=2026-05'));
    expect(
      sent()
        .slice(before)
        .every((search) => !search.includes('to=2026-01')),
    ).toBe(true);
    expect(await screen.findByText(/^Mar 2026 – May 2026, beside Mar 2025 – May 2025/)).toBeInTheDocument();
  });

  it('falls back to the defaults for what the address holds that the schema refuses', async () => {
    const { router } = setup('/insights?period=7&from=2026-13&client_id=x1&category=ZZ');
    await loaded();
    expect(router.state.location.search).toBe('');
    expect(sent()).toEqual(['?period=12']);
    expect(screen.getByLabelText(INSIGHT_TEXTS.period)).toHaveValue('12');
  });

  it('drops a client the client list does not have', async () => {
    const { router } = setup('/insights?period=3&client_id=987654');
    await waitFor(() => expect(router.state.location.search).toBe('?period=3'));
    await waitFor(() => expect(sent().at(-1)).toBe('?period=3'));
  });

  it("shows a figure's numbers as a table, the same as the answer's", async () => {
    const { user } = setup();
    await loaded();
    const data = await answer('?period=12');
    const deliveries = figure('deliveries');
    await user.click(within(deliveries).getByRole('button', { name: INSIGHT_TEXTS.showTable }));
    const table = within(deliveries).getByRole('table', { name: TEXTS.figures.deliveries });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(data.months.length);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Month', 'Deliveries', 'Deliveries (a year earlier)']);
    data.months.forEach((month, index) => {
      const cells = within(rows[index]!).getAllByRole('cell');
      expect(within(rows[index]!).getByRole('rowheader')).toHaveTextContent(formatMonth(month.month));
      expect(cells[0]).toHaveTextContent(String(month.deliveries));
      expect(cells[1]).toHaveTextContent(String(data.previous_months[index]!.deliveries));
    });
    expect(data.months.some((m) => m.deliveries > 0)).toBe(true);
    await user.click(within(deliveries).getByRole('button', { name: INSIGHT_TEXTS.showChart }));
    expect(deliveries.querySelector('.recharts-wrapper > svg.recharts-surface')).not.toBeNull();
  });

  it('exports every figure as CSV, named by the period', async () => {
    const { user } = setup();
    await loaded();
    const created = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:insights-1';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: INSIGHT_TEXTS.exportCsv }));
    expect(clicked).toHaveBeenCalled();
    const data = await answer('?period=12');
    const first = data.months[0]!.month;
    const last = data.months.at(-1)!.month;
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(`insights-${first}-${last}.csv`);
    const bytes = new Uint8Array(await read(created.mock.calls[0]![0], 'buffer'));
    // With a byte-order mark, for spreadsheets (reading it as text drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await read(created.mock.calls[0]![0], 'text')).trimEnd().split('\n');
    expect(lines[0]).toBe('Section,Figure,"Month, client or category",Measure,Value,A year earlier');
    const [month, earlier] = [data.months.at(-1)!, data.previous_months.at(-1)!];
    const row = (...cells: (string | number)[]) => csvLine(cells).trimEnd();
    expect(lines).toContain(
      row(
        TEXTS.volume,
        TEXTS.figures.deliveries,
        month.month,
        'Deliveries',
        month.deliveries,
        earlier.deliveries,
      ),
    );
    const client = data.clients[0]!;
    const name = `${client.client_name} (${client.client_code})`;
    expect(lines).toContain(
      `${row(TEXTS.volume, TEXTS.figures.clients, name, 'Versions', client.versions)},`,
    );
  });

  it('says when nothing was delivered in the period', async () => {
    setup('/insights?period=custom&from=2019-01&to=2019-03');
    expect(await screen.findByTestId('insights-empty')).toHaveTextContent(INSIGHT_TEXTS.empty);
    expect(screen.getByRole('button', { name: INSIGHT_TEXTS.exportCsv })).toBeDisabled();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it("says so when the figures cannot be loaded (the demo's server never fails)", async () => {
    server.use(
      http.get(API.insights.figures, () =>
        HttpResponse.json({ success: false, message: 'The database is not reachable.' }, { status: 503 }),
      ),
    );
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable.');
  });

  it('tells other account types the page is not theirs, without calling the insights API', async () => {
    setup('/insights', 'SL');
    expect(await screen.findByTestId('no-insights-access')).toHaveTextContent(TEXTS.refused);
    expect(sent()).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();
  });
});
