import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, ASSIGNMENT_TEXTS } from '@ops/contracts';
import { PHONE_QUERY } from '@/shared/hooks/use-media-query';
import { itemFixture, listReply, monthFixture, renderAssignments } from '../sidebar/test-kit/list-fixtures';

vi.mock('../detail/assignment-detail', () => ({
  AssignmentDetail: ({ scope, id }: { scope: string; id: number }) => (
    <>
      <p data-testid="detail-stub">{`${scope} delivery ${id}`}</p>
      <input aria-label="Draft" />
    </>
  ),
}));

const LIST = listReply([
  monthFixture('2026-10', [itemFixture({ id: 0 }), itemFixture({ id: 14 }), itemFixture({ id: 15 })]),
]);

/** A phone-width viewport for matchMedia (jsdom answers 'no match' otherwise). */
function phoneWidth() {
  const real = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: query === PHONE_QUERY }));
}

const sideNav = () => within(screen.getByRole('navigation', { name: 'Assignments navigation' }));

describe('assignments page', () => {
  it('opens the first delivery with an id when none is in the address (desktop)', async () => {
    const { pathname } = renderAssignments('/deliver', { [`GET ${API.assignments.list}`]: LIST });
    await waitFor(() => expect(pathname()).toBe('/deliver/14'));
    expect(await screen.findByText('live delivery 14')).toHaveAttribute('data-testid', 'detail-stub');
    expect(screen.queryByTestId('dashboard-empty')).not.toBeInTheDocument();
  });

  it('starts each delivery afresh: nothing typed for one stays when another opens', async () => {
    const { user, pathname } = renderAssignments('/deliver/15', { [`GET ${API.assignments.list}`]: LIST });
    await user.type(await screen.findByLabelText('Draft'), 'half a comment');
    const card = (await screen.findAllByTestId('assignment-card')).find((c) => c.dataset.id === '14')!;
    await user.click(card);
    await waitFor(() => expect(pathname()).toBe('/deliver/14'));
    expect(await screen.findByText('live delivery 14')).toBeInTheDocument();
    expect(screen.getByLabelText('Draft')).toHaveValue('');
  });

  it('has a side navigation to the live list and the archive', async () => {
    const { user, pathname } = renderAssignments('/deliver/15', {
      [`GET ${API.assignments.list}`]: LIST,
      [`GET ${API.assignments.archiveList}`]: listReply([monthFixture('2026-05', [itemFixture({ id: 9 })])]),
    });
    expect(sideNav().getByRole('link', { name: 'Assignments' })).toHaveAttribute('href', '/deliver/');
    expect(sideNav().getByRole('link', { name: 'Assignments' })).toHaveAttribute('aria-current', 'page');
    await user.click(sideNav().getByRole('link', { name: 'Archive' }));
    await waitFor(() => expect(pathname()).toBe('/ops-archive/9'));
    expect(sideNav().getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Archive' })).toBeInTheDocument();
  });

  it('on a phone shows the list instead of opening a delivery, and hides it once one is chosen', async () => {
    phoneWidth();
    const { user, pathname } = renderAssignments('/deliver', { [`GET ${API.assignments.list}`]: LIST });
    const toggle = sideNav().getByRole('button', { name: 'Toggle assignments list' });
    await screen.findAllByTestId('assignment-card');
    expect(pathname()).toBe('/deliver');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getAllByTestId('assignment-card')[2]!);
    expect(pathname()).toBe('/deliver/15');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends an address with an id that is not a number back to the list', async () => {
    const { pathname } = renderAssignments('/ops-archive/abc', {
      [`GET ${API.assignments.archiveList}`]: listReply([]),
    });
    await waitFor(() => expect(pathname()).toBe('/ops-archive'));
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noAssignments),
    );
  });
});
