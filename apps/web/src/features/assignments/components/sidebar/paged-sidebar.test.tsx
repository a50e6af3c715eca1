import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@ops/contracts';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import { utcMonth } from '@/features/assignments/lib/months';
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

const cards = (ids: number[]) => ids.map((id) => itemFixture({ id, file_names: [`Delivery ${id}.docx`] }));
/** A page of a month: its cards, and the month's size in the whole list. */
const part = (month: string, ids: number[], count: number) => ({ ...monthFixture(month, cards(ids)), count });
const cardIds = () => screen.getAllByTestId('assignment-card').map((c) => c.dataset.id);
const pagesAsked = (calls: URLSearchParams[]) => calls.map((p) => p.get('page'));

/** An answer held back until the test lets it go, so the state before it can be seen. */
function heldBack() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, wait: () => released };
}

describe('sidebar lists answered a page at a time', () => {
  it('shows the recent view’s first page with the month’s full count, then loads the next from its row', async () => {
    const second = heldBack();
    const list = async (request: RecordedRequest): Promise<MockReply> => {
      if (query(request).get('page') !== '2') {
        return listReply([part('2026-10', [11, 12], 2), part('2026-11', [21], 3)], { next_page: 2 });
      }
      await second.wait();
      return listReply([part('2026-11', [22, 23], 3)]);
    };
    const { server } = renderAssignments('/deliver/11', { [`GET ${API.assignments.list}`]: list });

    expect(await screen.findByRole('button', { name: 'November 2026 (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'October 2026 (2)' })).toBeInTheDocument();
    expect(cardIds()).toEqual(['11', '12', '21']);
    expect(Object.fromEntries(listCalls(server)[0]!)).toEqual({ sort: 'ascending', page: '1' });
    // The row is on screen, so it asks for the next page by itself.
    const more = screen.getByRole('button', { name: 'Show more of November 2026' });
    await waitFor(() => expect(pagesAsked(listCalls(server))).toEqual(['1', '2']));
    expect(more).toHaveAttribute('aria-busy', 'true');

    second.release();
    await waitFor(() => expect(cardIds()).toEqual(['11', '12', '21', '22', '23']));
    expect(screen.getByRole('button', { name: 'November 2026 (3)' })).toBeInTheDocument();
    expect(screen.queryByTestId('list-more')).not.toBeInTheDocument();
    expect(pagesAsked(listCalls(server))).toEqual(['1', '2']);
  });

  it('loads a long month of See more only when its row scrolls into view, and retries from the row', async () => {
    const now = utcMonth(new Date());
    const firstPage = Array.from({ length: 30 }, (_, i) => 100 + i);
    let failures = 1;
    const list = (request: RecordedRequest): MockReply => {
      const params = query(request);
      const month = params.get('month');
      if (!month) return listReply([monthFixture(now, cards([100]))]);
      if (month !== now) return listReply([], { type_of_data: 'all' });
      if (params.get('page') === '1') return listReply([part(now, firstPage, 32)], { next_page: 2 });
      if (failures-- > 0) return { status: 500, body: { success: false, message: 'Database unreachable' } };
      return listReply([part(now, [130, 131], 32)]);
    };
    const { server, user } = renderAssignments('/deliver/100', { [`GET ${API.assignments.list}`]: list });
    await waitFor(() => expect(cardIds()).toEqual(['100']));
    await user.click(screen.getByRole('button', { name: 'See more' }));

    const title = monthFixture(now, []).title;
    expect(await screen.findByRole('button', { name: `${title} (32)` })).toBeInTheDocument();
    const monthCalls = () => listCalls(server).filter((p) => p.get('month') === now);
    expect(pagesAsked(monthCalls())).toEqual(['1']);
    // Thirty cards fill more than the screen: the row is not rendered, so nothing more is asked for.
    expect(screen.queryByTestId('list-more')).not.toBeInTheDocument();

    const box = screen.getByTestId('assignment-list');
    box.scrollTop = 30 * 172;
    fireEvent.scroll(box);
    const more = await screen.findByRole('button', { name: `Show more of ${title}` });
    await waitFor(() => expect(pagesAsked(monthCalls())).toEqual(['1', '2']));
    // The page failed: the row stays, and the keyboard asks again.
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cardIds()).toEqual(expect.arrayContaining(['130', '131'])));
    expect(pagesAsked(monthCalls())).toEqual(['1', '2', '2']);
    expect(screen.queryByTestId('list-more')).not.toBeInTheDocument();
    box.scrollTop = 0;
    fireEvent.scroll(box);
    expect(await screen.findByRole('button', { name: `${title} (32)` })).toBeInTheDocument();
  });

  it('pages the archive’s recent view, the next page starting another month', async () => {
    const list = (request: RecordedRequest): MockReply =>
      query(request).get('page') === '2'
        ? listReply([part('2026-06', [7], 1)])
        : listReply([part('2026-05', [5, 6], 2)], { next_page: 2 });
    const second = heldBack();
    const { server } = renderAssignments('/ops-archive/5', {
      [`GET ${API.assignments.archiveList}`]: async (request) => {
        if (query(request).get('page') === '2') await second.wait();
        return list(request);
      },
    });
    expect(await screen.findByRole('button', { name: 'May 2026 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more deliveries' })).toBeInTheDocument();
    second.release();
    expect(await screen.findByRole('button', { name: 'June 2026 (1)' })).toBeInTheDocument();
    expect(cardIds()).toEqual(['5', '6', '7']);
    expect(pagesAsked(listCalls(server, API.assignments.archiveList))).toEqual(['1', '2']);
  });
});
