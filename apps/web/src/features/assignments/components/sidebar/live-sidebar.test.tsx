import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, ASSIGNMENT_TEXTS, MESSAGES } from '@ops/contracts';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import { monthsBack, utcMonth } from '@/features/assignments/lib/months';
import {
  itemFixture,
  listCalls,
  listReply,
  monthFixture,
  query,
  renderAssignments,
} from './test-kit/list-fixtures';

vi.mock('../detail/assignment-detail', () => ({
  AssignmentDetail: ({ scope, id }: { scope: string; id: number }) => (
    <p data-testid="detail-stub">{`${scope} delivery ${id}`}</p>
  ),
}));

const OCTOBER = monthFixture('2026-10', [
  itemFixture({ id: 11, file_names: ['October brief.docx'] }),
  itemFixture({ id: 12, file_names: ['October deck.pptx'] }),
]);
const NOVEMBER = monthFixture('2026-11', [itemFixture({ id: 21, file_names: ['November memo.docx'] })]);

/** Recent months in the asked order; a search answers November only. */
const liveList = (request: RecordedRequest) => {
  const params = query(request);
  if (params.get('search')) {
    return listReply([NOVEMBER], { type_of_data: 'search', archive_count: 3 });
  }
  const descending = params.get('sort') === 'descending';
  return listReply(descending ? [NOVEMBER, OCTOBER] : [OCTOBER, NOVEMBER], {
    archive_count: 7,
    sort_order: descending ? 'descending' : 'ascending',
  });
};

const setup = (
  path = '/deliver/11',
  list: (request: RecordedRequest) => MockReply | Promise<MockReply> = liveList,
) => renderAssignments(path, { [`GET ${API.assignments.list}`]: list });

const headers = () => screen.getAllByTestId('month-header').map((h) => h.textContent);
const cardIds = () => screen.getAllByTestId('assignment-card').map((c) => c.dataset.id);

describe('live assignments sidebar', () => {
  it('groups the recent deliveries under month headers that collapse and expand', async () => {
    const { user, server } = setup();
    expect(await screen.findByRole('button', { name: 'October 2026 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assignments' })).toBeInTheDocument();
    expect(headers()).toEqual(['October 20262', 'November 20261']);
    expect(cardIds()).toEqual(['11', '12', '21']);
    expect(Object.fromEntries(listCalls(server)[0]!)).toEqual({ sort: 'ascending', page: '1' });

    const october = screen.getByRole('button', { name: 'October 2026 (2)' });
    expect(october).toHaveAttribute('aria-expanded', 'true');
    await user.click(october);
    expect(october).toHaveAttribute('aria-expanded', 'false');
    expect(cardIds()).toEqual(['21']);
    await user.click(october);
    expect(cardIds()).toEqual(['11', '12', '21']);
  });

  it('toggles the sort order and asks the server again', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sort ascending' }));
    await waitFor(() => expect(headers()).toEqual(['November 20261', 'October 20262']));
    expect(listCalls(server).at(-1)!.get('sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Sort descending' }));
    await waitFor(() => expect(headers()[0]).toBe('October 20262'));
  });

  it('searches after a pause and refuses symbols without a request', async () => {
    const { user, server } = setup();
    await screen.findAllByTestId('assignment-card');
    const archived = screen.getByRole('link', { name: 'See Archived (7)' });
    expect(archived).toHaveAttribute('href', '/ops-archive');

    await user.type(screen.getByLabelText('Search assignments'), 'memo');
    await waitFor(() => expect(cardIds()).toEqual(['21']));
    const searches = listCalls(server).filter((p) => p.has('search'));
    expect(searches.map((p) => p.get('search'))).toEqual(['memo']);
    expect(screen.getByRole('link', { name: 'See Archived (3)' })).toHaveAttribute(
      'href',
      '/ops-archive?search=memo',
    );
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();

    const calls = server.calls('GET', API.assignments.list).length;
    // The pause is stepped over on a fake clock (src/test/setup.ts brings the real timers back). Intervals
    // stay real: the store's updates reach the page on animation frames, which jsdom runs on one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByLabelText('Search assignments');
    fireEvent.change(box, { target: { value: 'memo<' } });
    expect(screen.getByTestId('search-error')).toHaveTextContent(MESSAGES.symbolsNotAllowed);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(server.calls('GET', API.assignments.list)).toHaveLength(calls);
    expect(cardIds()).toEqual(['21']);

    // A usable term is sent once the same pause is over, not before.
    fireEvent.change(box, { target: { value: 'mem' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(server.calls('GET', API.assignments.list)).toHaveLength(calls);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(server.calls('GET', API.assignments.list)).toHaveLength(calls + 1);
    expect(listCalls(server).at(-1)!.get('search')).toBe('mem');
    vi.useRealTimers();

    await user.clear(box);
    await waitFor(() => expect(cardIds()).toEqual(['11', '12', '21']));
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument();
  });

  it('See more loads every month, month by month, and See less returns to the recent ones', async () => {
    const [now, , , threeBack] = monthsBack(utcMonth(new Date()), 4) as [string, string, string, string];
    const full = {
      [now]: monthFixture(now, [itemFixture({ id: 31 }), itemFixture({ id: 32 })]),
      [threeBack]: monthFixture(threeBack, [itemFixture({ id: 33 })]),
    };
    const list = (request: RecordedRequest) => {
      const month = query(request).get('month');
      if (!month) return listReply([monthFixture(now, [itemFixture({ id: 31 })])], { archive_count: 2 });
      const group = full[month];
      return listReply(group ? [group] : [], { type_of_data: 'all' });
    };
    const { user, server } = setup('/deliver/31', list);
    await waitFor(() => expect(cardIds()).toEqual(['31']));

    await user.click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(cardIds()).toEqual(['33', '31', '32']));
    expect(screen.getAllByTestId('month-header').map((h) => h.dataset.month)).toEqual([threeBack, now]);
    // The newest four months had deliveries, so four older ones were asked for too; they were empty.
    const months = listCalls(server).flatMap((p) => p.get('month') ?? []);
    expect(months).toEqual(monthsBack(now, 8));
    expect(listCalls(server).every((p) => p.get('sort') === 'ascending')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'See less' }));
    expect(cardIds()).toEqual(['31']);
    expect(screen.getByRole('link', { name: 'See Archived (2)' })).toBeInTheDocument();
  });

  it("shows a capped archive figure as '1,000+', and an older server's plain count as it is", async () => {
    const { user } = setup('/deliver/11', (request) =>
      query(request).get('search') === 'deck'
        ? listReply([OCTOBER], { type_of_data: 'search', archive_count: 1000, archive_count_capped: true })
        : liveList(request),
    );
    // liveList's answers carry no archive_count_capped, as a server from before the cap sends.
    expect(await screen.findByRole('link', { name: 'See Archived (7)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search assignments'), 'deck');
    expect(await screen.findByRole('link', { name: 'See Archived (1,000+)' })).toHaveAttribute(
      'href',
      '/ops-archive?search=deck',
    );
    await user.clear(screen.getByLabelText('Search assignments'));
    expect(await screen.findByRole('link', { name: 'See Archived (7)' })).toBeInTheDocument();
  });

  it("shows 'No Assignments Yet' when there are none, and the server's message when loading fails", async () => {
    // The answer waits until the loading state has been seen, however busy the machine is.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { unmount } = setup('/deliver', async () => {
      await answered;
      return listReply([]);
    });
    expect(await screen.findByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.fetching);
    answer();
    await waitFor(() =>
      expect(screen.getByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noAssignments),
    );
    expect(screen.getByTestId('dashboard-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noAssignments);
    unmount();

    setup('/deliver', () => ({
      status: 500,
      body: { success: false, message: 'Sheet service unreachable' },
    }));
    await waitFor(() =>
      expect(screen.getByTestId('assignments-empty')).toHaveTextContent('Sheet service unreachable'),
    );
    expect(screen.getByTestId('dashboard-empty')).toHaveTextContent('Sheet service unreachable');
  });

  it('renders only the cards on screen out of thousands', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => itemFixture({ id: i + 1 }));
    setup('/deliver/1', () => listReply([monthFixture('2026-11', many)]));
    expect(await screen.findByRole('button', { name: 'November 2026 (2000)' })).toBeInTheDocument();
    const rendered = screen.getAllByTestId('assignment-card').length;
    expect(rendered).toBeGreaterThan(2);
    expect(rendered).toBeLessThan(30);
  });

  it('opens a delivery from its card and highlights it', async () => {
    const { user, pathname } = setup();
    const cards = await screen.findAllByTestId('assignment-card');
    expect(cards[0]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('live delivery 11')).toHaveAttribute('data-testid', 'detail-stub');
    await user.click(within(screen.getByTestId('assignment-list')).getByText('November memo.docx'));
    expect(pathname()).toBe('/deliver/21');
    expect(await screen.findByText('live delivery 21')).toHaveAttribute('data-testid', 'detail-stub');
    expect(screen.getAllByTestId('assignment-card')[2]).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('assignment-card')[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/addnew');
  });
});
