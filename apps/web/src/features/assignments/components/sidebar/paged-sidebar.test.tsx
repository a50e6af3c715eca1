import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { inScope } from '@/demo/data/delivery-lists';
import { demoState, resetDemoServer, server } from '@/test/demo-server';
import { copyOf, heldBack, listCalls, NOW, query, renderAssignments, sample } from './test-kit/list-fixtures';

vi.mock('../detail/assignment-detail', () => ({
  AssignmentDetail: ({ scope, id }: { scope: string; id: number }) => (
    <p data-testid="detail-stub">{`${scope} delivery ${id}`}</p>
  ),
}));

beforeEach(() => resetDemoServer(NOW));

const cardIds = () => screen.getAllByTestId('assignment-card').map((c) => c.dataset.id);
const pagesAsked = (calls: URLSearchParams[]) => calls.map((p) => p.get('page'));
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));

/** The demo's deliveries replaced by copies of 1001: `count` ids from `firstId`, delivered `daysAgo`. */
function copies(firstId: number, count: number, daysAgo: number): FileDetails[] {
  const base = sample(1001);
  return Array.from({ length: count }, (_, i) => copyOf(base, firstId + i, daysAgo));
}

function replaceDeliveries(deliveries: FileDetails[]) {
  demoState().deliveries.splice(0, demoState().deliveries.length, ...deliveries);
}

/** Scrolls the list to its end (or back to the top), as a user does. */
function scrollList(to: 'end' | 'top') {
  const box = screen.getByTestId('assignment-list');
  box.scrollTop = to === 'end' ? box.scrollHeight || 1_000_000 : 0;
  fireEvent.scroll(box);
}

/** Page 2 of the list at `path` is held back until the test lets it go; page 1 is answered at once. */
function holdSecondPage(path: string) {
  const second = heldBack();
  server.use(
    http.get(path, async ({ request }) => {
      if (query(request).get('page') === '2') await second.wait();
    }),
  );
  return second;
}

describe('sidebar lists answered a page at a time', () => {
  it('shows the recent view’s first page with the month’s full count, then loads the next from its row', async () => {
    // Two deliveries in October, 201 in November: a page holds 200 cards, so November's last three are on page 2.
    const october = copies(11, 2, 26);
    const november = copies(101, 201, 10);
    replaceDeliveries([...october, ...november]);
    const second = holdSecondPage(API.assignments.list);
    renderAssignments('/deliver/11');

    expect(await screen.findByRole('button', { name: 'November 2026 (201)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'October 2026 (2)' })).toBeInTheDocument();
    expect(cardIds().slice(0, 3)).toEqual(['11', '12', '101']);
    expect(Object.fromEntries(listCalls()[0]!)).toEqual({ sort: 'ascending', page: '1' });
    // The row comes on screen at the end of the list, and asks for the next page by itself.
    expect(screen.queryByTestId('list-more')).not.toBeInTheDocument();
    scrollList('end');
    const more = await screen.findByRole('button', { name: 'Show more of November 2026' });
    await waitFor(() => expect(pagesAsked(listCalls())).toEqual(['1', '2']));
    expect(more).toHaveAttribute('aria-busy', 'true');
    expect(cardIds()).not.toContain('299');

    second.release();
    await waitFor(() => expect(cardIds().slice(-3)).toEqual(['299', '300', '301']));
    expect(screen.queryByTestId('list-more')).not.toBeInTheDocument();
    expect(pagesAsked(listCalls())).toEqual(['1', '2']);
    scrollList('top');
    expect(await screen.findByRole('button', { name: 'November 2026 (201)' })).toBeInTheDocument();
  });

  it('loads a long month of See more only when its row scrolls into view, and retries from the row', async () => {
    // The demo and the browser on the last day of 2026: 1 delivery in the recent view (id 100), 201 more
    // earlier in December (from id 101), older than its 30 days. See more asks for December a page at a time.
    const now = Date.UTC(2026, 11, 31, 12);
    resetDemoServer(now);
    vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
    replaceDeliveries([...copies(100, 1, 1), ...copies(101, 201, 30.5)]);
    // December's second page fails once (the demo never does).
    let failures = 1;
    const december = () => pagesAsked(listCalls().filter((p) => p.get('month') === '2026-12'));
    server.use(
      http.get(API.assignments.list, ({ request }) => {
        const params = query(request);
        if (params.get('month') !== '2026-12') return;
        if (params.get('page') === '2' && failures-- > 0)
          return HttpResponse.json({ success: false, message: 'Database unreachable' }, { status: 500 });
      }),
    );
    const { user } = renderAssignments('/deliver/100');
    await waitFor(() => expect(cardIds()).toEqual(['100']));
    await user.click(screen.getByRole('button', { name: 'See more' }));

    expect(await screen.findByRole('button', { name: 'December 2026 (202)' })).toBeInTheDocument();
    expect(december()).toEqual(['1']);
    expect(cardIds().slice(0, 3)).toEqual(['101', '102', '103']);
    // Two hundred cards fill more than the screen: the row is not rendered, so nothing more is asked for.
    expect(screen.queryByTestId('list-more')).not.toBeInTheDocument();

    scrollList('end');
    const more = await screen.findByRole('button', { name: 'Show more of December 2026' });
    await waitFor(() => expect(december()).toEqual(['1', '2']));
    // The page failed: the row stays, and the keyboard asks again.
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cardIds()).toEqual(expect.arrayContaining(['301', '100'])));
    expect(december()).toEqual(['1', '2', '2']);
    expect(screen.queryByTestId('list-more')).not.toBeInTheDocument();
    scrollList('top');
    expect(await screen.findByRole('button', { name: 'December 2026 (202)' })).toBeInTheDocument();
  });

  it('pages the archive’s recent view, the next page starting another month', async () => {
    // The archive's recent view (90 to 120 days back) made of 200 deliveries in July and one in August.
    const { deliveries, now } = demoState();
    const base = sample(1013);
    replaceDeliveries([
      ...inScope(deliveries, 'live', now),
      ...Array.from({ length: 200 }, (_, i) => copyOf(base, 5001 + i, 115)),
      copyOf(base, 6001, 100),
    ]);
    const second = holdSecondPage(API.assignments.archiveList);
    renderAssignments('/ops-archive/5001');
    expect(await screen.findByRole('button', { name: 'July 2026 (200)' })).toBeInTheDocument();
    expect(cardIds().slice(0, 3)).toEqual(ids(5001, 3));
    scrollList('end');
    expect(await screen.findByRole('button', { name: 'Show more deliveries' })).toBeInTheDocument();
    await waitFor(() => expect(pagesAsked(listCalls(API.assignments.archiveList))).toEqual(['1', '2']));
    second.release();
    expect(await screen.findByRole('button', { name: 'August 2026 (1)' })).toBeInTheDocument();
    expect(cardIds().slice(-2)).toEqual(['5200', '6001']);
    expect(pagesAsked(listCalls(API.assignments.archiveList))).toEqual(['1', '2']);
  });
});
