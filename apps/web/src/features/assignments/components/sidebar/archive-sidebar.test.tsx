import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, ASSIGNMENT_TEXTS } from '@ops/contracts';
import { inScope } from '@/demo/data/delivery-lists';
import { demoState, resetDemoServer, server } from '@/test/demo-server';
import { copyOf, heldBack, listCalls, NOW, query, renderAssignments, sample } from './test-kit/list-fixtures';

vi.mock('../detail/assignment-detail', () => ({
  AssignmentDetail: ({ scope, id }: { scope: string; id: number }) => (
    <p data-testid="detail-stub">{`${scope} delivery ${id}`}</p>
  ),
}));

beforeEach(() => resetDemoServer(NOW));

const setup = (path: string) => renderAssignments(path);

const cardIds = () => screen.getAllByTestId('assignment-card').map((c) => c.dataset.id);
const headers = () => screen.getAllByTestId('month-header').map((h) => h.textContent);

describe('archive sidebar', () => {
  it('starts from the ?search= of the link, and opens archived deliveries', async () => {
    const { user, pathname } = setup('/ops-archive?search=deck');
    expect(await screen.findByLabelText('Search assignments')).toHaveValue('deck');
    await waitFor(() => expect(pathname()).toBe('/ops-archive/1014'));
    expect(cardIds()).toEqual(['1014']);
    expect(listCalls(API.assignments.archiveList).map((p) => p.get('search'))).toEqual(['deck']);
    expect(screen.getByRole('heading', { name: 'Archive' })).toBeInTheDocument();
    expect(await screen.findByText('archive delivery 1014')).toHaveAttribute('data-testid', 'detail-stub');
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See Archived/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search assignments'));
    await waitFor(() => expect(cardIds()).toEqual(['1014', '1013']));
    await user.click(screen.getByText('Annual Report.srt'));
    expect(pathname()).toBe('/ops-archive/1013');
    expect(await screen.findByText('archive delivery 1013')).toHaveAttribute('data-testid', 'detail-stub');
  });

  it("reads 'Fetching...' while loading and 'No assignments found' when a search finds nothing", async () => {
    // The recent view's answer waits until the loading state has been seen.
    const answer = heldBack();
    server.use(
      http.get(API.assignments.archiveList, async ({ request }) => {
        if (!query(request).get('search')) await answer.wait();
      }),
    );
    const { user } = setup('/ops-archive');
    expect(await screen.findByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.fetching);
    answer.release();
    await waitFor(() => expect(cardIds()).toEqual(['1014', '1013']));

    await user.type(screen.getByLabelText('Search assignments'), 'zebra');
    await waitFor(() =>
      expect(screen.getByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noneFound),
    );
  });

  it("reads 'No Assignments Yet' when the archive is empty", async () => {
    const { deliveries, now } = demoState();
    deliveries.splice(0, deliveries.length, ...inScope(deliveries, 'live', now));
    setup('/ops-archive');
    await waitFor(() =>
      expect(screen.getByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noAssignments),
    );
  });

  it('sorts the archive descending on request', async () => {
    const { user } = setup('/ops-archive/1014');
    await waitFor(() => expect(cardIds()).toEqual(['1014', '1013']));
    await user.click(await screen.findByRole('button', { name: 'Sort ascending' }));
    await waitFor(() =>
      expect(listCalls(API.assignments.archiveList).at(-1)!.get('sort')).toBe('descending'),
    );
    expect(screen.getByRole('button', { name: 'Sort descending' })).toBeInTheDocument();
    await waitFor(() => expect(cardIds()).toEqual(['1013', '1014']));
  });

  it('loads the next page of a long search on More results, joining a month split across pages', async () => {
    // 51 archived copies of 1015 named 'Merger Memo': one in July, fifty in August. A search's page holds 50,
    // so August's fiftieth comes on the second page.
    const base = sample(1015);
    const { deliveries } = demoState();
    deliveries.push(copyOf(base, 3001, 125, 'Merger Memo.pdf'));
    for (let i = 2; i <= 51; i++) deliveries.push(copyOf(base, 3000 + i, 100, 'Merger Memo.pdf'));
    const { user } = setup('/ops-archive/3001?search=merger');
    await waitFor(() => expect(headers()).toEqual(['July 2026 1', 'August 2026 49']));
    expect(cardIds().slice(0, 3)).toEqual(['3001', '3002', '3003']);
    const box = screen.getByTestId('assignment-list');
    box.scrollTop = 51 * 172;
    fireEvent.scroll(box);
    await user.click(await screen.findByRole('button', { name: 'More results' }));
    await waitFor(() => expect(cardIds().at(-1)).toBe('3051'));
    expect(screen.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument();
    box.scrollTop = 0;
    fireEvent.scroll(box);
    // One August, its fifty cards joined from both pages.
    await waitFor(() => expect(headers()).toEqual(['July 2026 1', 'August 2026 50']));
    expect(screen.getAllByTestId('month-header').map((h) => h.dataset.month)).toEqual(['2026-07', '2026-08']);
    const pages = listCalls(API.assignments.archiveList).map((p) => [p.get('search'), p.get('page')]);
    expect(pages).toEqual([
      ['merger', null],
      ['merger', '2'],
    ]);
  });
});
