import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, ASSIGNMENT_TEXTS, MESSAGES } from '@ops/contracts';
import { calls, demoState, resetDemoServer, server } from '@/test/demo-server';
import { monthsBack, utcMonth } from '@/features/assignments/lib/months';
import {
  copyOf,
  demoAnswer,
  heldBack,
  listCalls,
  NOW,
  renderAssignments,
  sample,
} from './test-kit/list-fixtures';

vi.mock('../detail/assignment-detail', () => ({
  AssignmentDetail: ({ scope, id }: { scope: string; id: number }) => (
    <p data-testid="detail-stub">{`${scope} delivery ${id}`}</p>
  ),
}));

beforeEach(() => resetDemoServer(NOW));

const setup = (path = '/deliver/1007') => renderAssignments(path);

const headers = () => screen.getAllByTestId('month-header').map((h) => h.textContent);
/** The 'See Archived (N)' link once it reads so (a text query: role queries over the whole app are slow). */
const archivedLink = (text: string) => screen.findByText(text, { selector: 'a' });
const cardIds = () => screen.getAllByTestId('assignment-card').map((c) => c.dataset.id);

/** The demo's recent live view, ascending (see test-kit/list-fixtures.ts). */
const RECENT = ['1007', '1006', '1005', '1004', '1003', '1002', '1001'];

describe('live assignments sidebar', () => {
  it('writes a card’s committed delivery as the rest of the console writes dates', async () => {
    sample(1001).committed_delivery = new Date(2026, 10, 26, 17, 58).toISOString();
    setup();
    const card = (await screen.findAllByTestId('assignment-card')).find((c) => c.dataset.id === '1001')!;
    expect(within(card).getByText('26 Nov 2026, 17:58')).toBeInTheDocument();
  });

  it('groups the recent deliveries under month headers that collapse and expand', async () => {
    const { user } = setup();
    expect(await screen.findByRole('button', { name: 'October 2026 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assignments' })).toBeInTheDocument();
    expect(headers()).toEqual(['October 2026 2', 'November 2026 5']);
    // Speech users say what they see: the name holds the visible words in order (label-content-name-mismatch).
    const words = (text: string) => text.replace(/[()]/g, '').split(/\s+/);
    expect(words(headers()[0]!)).toEqual(words('October 2026 (2)'));
    expect(cardIds()).toEqual(RECENT);
    expect(Object.fromEntries(listCalls()[0]!)).toEqual({ sort: 'ascending', page: '1' });

    const october = screen.getByRole('button', { name: 'October 2026 (2)' });
    expect(october).toHaveAttribute('aria-expanded', 'true');
    await user.click(october);
    expect(october).toHaveAttribute('aria-expanded', 'false');
    expect(cardIds()).toEqual(RECENT.slice(2));
    await user.click(october);
    expect(cardIds()).toEqual(RECENT);
  });

  it('toggles the sort order and asks the server again', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sort ascending' }));
    await waitFor(() => expect(headers()).toEqual(['November 2026 5', 'October 2026 2']));
    expect(cardIds()).toEqual([...RECENT].reverse());
    expect(listCalls().at(-1)!.get('sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Sort descending' }));
    await waitFor(() => expect(headers()[0]).toBe('October 2026 2'));
    expect(cardIds()).toEqual(RECENT);
  });

  it('searches after a pause and refuses symbols without a request', async () => {
    const { user } = setup();
    await screen.findAllByTestId('assignment-card');
    const archived = screen.getByText('See Archived (4)', { selector: 'a' });
    expect(archived).toHaveAttribute('href', '/ops-archive');

    await user.type(screen.getByLabelText('Search assignments'), 'deck');
    await waitFor(() => expect(cardIds()).toEqual(['1002']));
    const searches = listCalls().filter((p) => p.has('search'));
    expect(searches.map((p) => p.get('search'))).toEqual(['deck']);
    expect(screen.getByText('See Archived (1)', { selector: 'a' })).toHaveAttribute(
      'href',
      '/ops-archive?search=deck',
    );
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();

    const made = calls('GET', API.assignments.list).length;
    // The pause is stepped over on a fake clock (src/test/setup.ts brings the real timers back). Intervals
    // stay real: the store's updates reach the page on animation frames, which jsdom runs on one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByLabelText('Search assignments');
    fireEvent.change(box, { target: { value: 'deck<' } });
    expect(screen.getByTestId('search-error')).toHaveTextContent(MESSAGES.symbolsNotAllowed);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls('GET', API.assignments.list)).toHaveLength(made);
    expect(cardIds()).toEqual(['1002']);

    // A usable term is sent once the same pause is over, not before.
    fireEvent.change(box, { target: { value: 'dec' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls('GET', API.assignments.list)).toHaveLength(made);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls('GET', API.assignments.list)).toHaveLength(made + 1);
    expect(listCalls().at(-1)!.get('search')).toBe('dec');
    vi.useRealTimers();

    await user.clear(box);
    await waitFor(() => expect(cardIds()).toEqual(RECENT));
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument();
  });

  it('See more loads every month, month by month, and See less returns to the recent ones', async () => {
    // The page anchors See more at today's month: the browser's clock is set to the demo's.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
    const now = utcMonth(new Date(NOW));
    const { user } = setup();
    await waitFor(() => expect(cardIds()).toEqual(RECENT));

    await user.click(screen.getByRole('button', { name: 'See more' }));
    // Every live delivery, oldest first: 1012 (August) to 1001 (November).
    const live = Array.from({ length: 12 }, (_, i) => String(1012 - i));
    await waitFor(() =>
      expect(headers()).toEqual(['August 2026 1', 'September 2026 2', 'October 2026 4', 'November 2026 5']),
    );
    expect(screen.getAllByTestId('month-header').map((h) => h.dataset.month)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    // The cards on screen, in order: the oldest first, and the newest once the list is scrolled down.
    expect(cardIds()).toEqual(live.slice(0, cardIds().length));
    const box = screen.getByTestId('assignment-list');
    box.scrollTop = 12 * 172;
    fireEvent.scroll(box);
    await waitFor(() => expect(cardIds().at(-1)).toBe('1001'));
    expect(cardIds()).toEqual(live.slice(-cardIds().length));
    // The newest four months had deliveries, so four older ones were asked for too; they were empty.
    const months = listCalls().flatMap((p) => p.get('month') ?? []);
    expect(months).toEqual(monthsBack(now, 8));
    expect(listCalls().every((p) => p.get('sort') === 'ascending')).toBe(true);

    box.scrollTop = 0;
    fireEvent.scroll(box);
    await user.click(screen.getByRole('button', { name: 'See less' }));
    expect(cardIds()).toEqual(RECENT);
    expect(screen.getByText('See Archived (4)', { selector: 'a' })).toBeInTheDocument();
  });

  it("shows a capped archive figure with '+', and a count under the cap as it is", async () => {
    // 97 more archived copies of 1014 (Board Deck): 101 archived, over the demo's cap of 100; 98 are decks.
    const base = sample(1014);
    for (let i = 1; i <= 97; i++) demoState().deliveries.push(copyOf(base, 2000 + i, 100));
    const { user } = setup();
    expect(await archivedLink('See Archived (100+)')).toHaveAttribute('href', '/ops-archive');
    await user.type(screen.getByLabelText('Search assignments'), 'deck');
    expect(await archivedLink('See Archived (98)')).toHaveAttribute('href', '/ops-archive?search=deck');
    await user.clear(screen.getByLabelText('Search assignments'));
    expect(await archivedLink('See Archived (100+)')).toBeInTheDocument();
  });

  it("shows a capped archive figure as '1,000+', and an older server's plain count as it is", async () => {
    // Neither comes from the demo: its cap is 100, and it always says whether a count is capped.
    server.use(
      http.get(API.assignments.list, ({ request }) => {
        const answer = demoAnswer('live', request);
        if (new URL(request.url).searchParams.get('search') === 'deck') {
          return HttpResponse.json({
            ...answer,
            data: { ...answer.data, archive_count: 1000, archive_count_capped: true },
          });
        }
        const { archive_count_capped: _capped, ...older } = answer.data;
        return HttpResponse.json({ ...answer, data: older });
      }),
    );
    const { user } = setup();
    expect(await archivedLink('See Archived (4)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search assignments'), 'deck');
    expect(await archivedLink('See Archived (1,000+)')).toHaveAttribute('href', '/ops-archive?search=deck');
    expect(cardIds()).toEqual(['1002']);
    await user.clear(screen.getByLabelText('Search assignments'));
    expect(await archivedLink('See Archived (4)')).toBeInTheDocument();
  });

  it("shows 'No Assignments Yet' when there are none, and the server's message when loading fails", async () => {
    demoState().deliveries.length = 0;
    // The answer waits until the loading state has been seen, however busy the machine is.
    const answer = heldBack();
    server.use(http.get(API.assignments.list, () => answer.wait()));
    const { unmount } = setup('/deliver');
    expect(await screen.findByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.fetching);
    answer.release();
    await waitFor(() =>
      expect(screen.getByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noAssignments),
    );
    expect(screen.getByTestId('dashboard-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noAssignments);
    unmount();

    // A failure the demo never has.
    server.use(
      http.get(API.assignments.list, () =>
        HttpResponse.json({ success: false, message: 'Sheet service unreachable' }, { status: 500 }),
      ),
    );
    setup('/deliver');
    await waitFor(() =>
      expect(screen.getByTestId('assignments-empty')).toHaveTextContent('Sheet service unreachable'),
    );
    expect(screen.getByTestId('dashboard-empty')).toHaveTextContent('Sheet service unreachable');
  });

  it('renders only the cards on screen out of thousands', async () => {
    // 2000 copies of 1001, delivered this month; the first page holds 200 of them.
    const base = sample(1001);
    const many = Array.from({ length: 2000 }, (_, i) => copyOf(base, i + 1, 0.2));
    demoState().deliveries.splice(0, demoState().deliveries.length, ...many);
    setup('/deliver/1');
    expect(await screen.findByRole('button', { name: 'November 2026 (2000)' })).toBeInTheDocument();
    const rendered = screen.getAllByTestId('assignment-card').length;
    expect(rendered).toBeGreaterThan(2);
    expect(rendered).toBeLessThan(30);
  });

  it('opens a delivery from its card and highlights it', async () => {
    const { user, pathname } = setup();
    const cards = await screen.findAllByTestId('assignment-card');
    expect(cards[0]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('live delivery 1007')).toHaveAttribute('data-testid', 'detail-stub');
    await user.click(within(screen.getByTestId('assignment-list')).getByText('Board Deck.pdf'));
    expect(pathname()).toBe('/deliver/1002');
    expect(await screen.findByText('live delivery 1002')).toHaveAttribute('data-testid', 'detail-stub');
    expect(screen.getAllByTestId('assignment-card')[5]).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('assignment-card')[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/addnew');
  });
});
