import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, ASSIGNMENT_TEXTS } from '@ops/contracts';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
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

const MAY = monthFixture('2026-05', [
  itemFixture({ id: 5, file_names: ['Merger Memo FINAL.docx'] }),
  itemFixture({ id: 6, file_names: ['Old deck.pptx'] }),
]);

/** The archive answers May; a search for 'memo' finds one, anything else nothing. */
const archiveList = (request: RecordedRequest): MockReply => {
  const search = query(request).get('search');
  if (!search) return listReply([MAY], { archive_count: 2 });
  return search === 'memo'
    ? listReply([monthFixture('2026-05', [MAY.info[0]!])], { type_of_data: 'search', archive_count: 1 })
    : listReply([], { type_of_data: 'search' });
};

const setup = (path: string, list: (r: RecordedRequest) => MockReply | Promise<MockReply> = archiveList) =>
  renderAssignments(path, { [`GET ${API.assignments.archiveList}`]: list });

const cardIds = () => screen.getAllByTestId('assignment-card').map((c) => c.dataset.id);

describe('archive sidebar', () => {
  it('starts from the ?search= of the link, and opens archived deliveries', async () => {
    const { server, user, pathname } = setup('/ops-archive?search=memo');
    expect(await screen.findByLabelText('Search assignments')).toHaveValue('memo');
    await waitFor(() => expect(pathname()).toBe('/ops-archive/5'));
    expect(cardIds()).toEqual(['5']);
    expect(listCalls(server, API.assignments.archiveList).map((p) => p.get('search'))).toEqual(['memo']);
    expect(screen.getByRole('heading', { name: 'Archive' })).toBeInTheDocument();
    expect(await screen.findByText('archive delivery 5')).toHaveAttribute('data-testid', 'detail-stub');
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See Archived/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search assignments'));
    await waitFor(() => expect(cardIds()).toEqual(['5', '6']));
    await user.click(screen.getByText('Old deck.pptx'));
    expect(pathname()).toBe('/ops-archive/6');
    expect(await screen.findByText('archive delivery 6')).toHaveAttribute('data-testid', 'detail-stub');
  });

  it("reads 'Fetching...' while loading and 'No assignments found' when a search finds nothing", async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const pending = new Promise<MockReply>((resolve) => (answer = resolve));
    const { user } = setup('/ops-archive', (request) =>
      query(request).get('search') ? archiveList(request) : pending,
    );
    expect(await screen.findByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.fetching);
    answer(listReply([MAY]));
    await waitFor(() => expect(cardIds()).toEqual(['5', '6']));

    await user.type(screen.getByLabelText('Search assignments'), 'zebra');
    await waitFor(() =>
      expect(screen.getByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noneFound),
    );
  });

  it("reads 'No Assignments Yet' when the archive is empty", async () => {
    setup('/ops-archive', () => listReply([]));
    await waitFor(() =>
      expect(screen.getByTestId('assignments-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noAssignments),
    );
  });

  it('sorts the archive descending on request', async () => {
    const { server, user } = setup('/ops-archive/5');
    await user.click(await screen.findByRole('button', { name: 'Sort ascending' }));
    await waitFor(() =>
      expect(listCalls(server, API.assignments.archiveList).at(-1)!.get('sort')).toBe('descending'),
    );
    expect(screen.getByRole('button', { name: 'Sort descending' })).toBeInTheDocument();
  });

  it('loads the next page of a long search on More results, joining a month split across pages', async () => {
    const page = (request: RecordedRequest): MockReply => {
      const number = query(request).get('page');
      if (!query(request).get('search')) return listReply([MAY]);
      return number === '2'
        ? listReply([monthFixture('2026-05', [itemFixture({ id: 8 })])], { type_of_data: 'search' })
        : listReply(
            [
              monthFixture('2026-04', [itemFixture({ id: 3 })]),
              monthFixture('2026-05', [itemFixture({ id: 7 })]),
            ],
            {
              type_of_data: 'search',
              next_page: 2,
            },
          );
    };
    const { server, user } = setup('/ops-archive/3?search=report', page);
    await waitFor(() => expect(cardIds()).toEqual(['3', '7']));
    await user.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(cardIds()).toEqual(['3', '7', '8']));
    expect(screen.getAllByTestId('month-header').map((h) => h.dataset.month)).toEqual(['2026-04', '2026-05']);
    expect(screen.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument();
    const pages = listCalls(server, API.assignments.archiveList).map((p) => [p.get('search'), p.get('page')]);
    expect(pages).toEqual([
      ['report', null],
      ['report', '2'],
    ]);
  });
});
