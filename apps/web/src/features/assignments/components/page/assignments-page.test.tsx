import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import { inScope } from '@/demo/data/delivery-lists';
import { demoState, resetDemoServer } from '@/test/demo-server';
import { PHONE_QUERY } from '@/shared/hooks/use-media-query';
import { copyOf, NOW, renderAssignments, sample } from '../sidebar/test-kit/list-fixtures';

vi.mock('../detail/assignment-detail', () => ({
  AssignmentDetail: ({ scope, id }: { scope: string; id: number }) => (
    <>
      <p data-testid="detail-stub">{`${scope} delivery ${id}`}</p>
      <input aria-label="Draft" />
    </>
  ),
}));

// The demo's recent live view, ascending: 1007 (October 2026), 1006, then November's 1005 to 1001.
beforeEach(() => resetDemoServer(NOW));

/** A phone-width viewport for matchMedia (jsdom answers 'no match' otherwise). */
function phoneWidth() {
  const real = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: query === PHONE_QUERY }));
}

const sideNav = () => within(screen.getByRole('navigation', { name: 'Assignments navigation' }));

describe('assignments page', () => {
  it('opens the first delivery with an id when none is in the address (desktop)', async () => {
    // A card without an id (0) first in the list: the page passes over it.
    demoState().deliveries.push(copyOf(sample(1007), 0, 29));
    const { pathname } = renderAssignments('/deliver');
    await waitFor(() => expect(pathname()).toBe('/deliver/1007'));
    expect(await screen.findAllByTestId('assignment-card')).toHaveLength(8);
    expect(screen.getAllByTestId('assignment-card')[0]).toHaveAttribute('data-id', '0');
    expect(await screen.findByText('live delivery 1007')).toHaveAttribute('data-testid', 'detail-stub');
    expect(screen.queryByTestId('dashboard-empty')).not.toBeInTheDocument();
  });

  it('arriving from the wizard, opens and highlights the delivery just made instead of the first', async () => {
    const { pathname } = renderAssignments({ pathname: '/deliver', state: { delivered: 1003 } });
    await waitFor(() => expect(pathname()).toBe('/deliver/1003'));
    expect(await screen.findByText('live delivery 1003')).toBeInTheDocument();
    const card = (await screen.findAllByTestId('assignment-card')).find((c) => c.dataset.id === '1003')!;
    expect(card).toHaveAttribute('aria-current', 'page');
    expect(card.closest('[data-fresh]')).toHaveAttribute('data-fresh', 'true');
    expect(document.querySelectorAll('[data-fresh]')).toHaveLength(1);
  });

  it('on a phone too, the delivery just made opens rather than the list', async () => {
    phoneWidth();
    const { pathname } = renderAssignments({ pathname: '/deliver', state: { delivered: 1002 } });
    await waitFor(() => expect(pathname()).toBe('/deliver/1002'));
    expect(await screen.findByText('live delivery 1002')).toBeInTheDocument();
  });

  it('starts each delivery afresh: nothing typed for one stays when another opens', async () => {
    const { user, pathname } = renderAssignments('/deliver/1006');
    await user.type(await screen.findByLabelText('Draft'), 'half a comment');
    const card = (await screen.findAllByTestId('assignment-card')).find((c) => c.dataset.id === '1007')!;
    await user.click(card);
    await waitFor(() => expect(pathname()).toBe('/deliver/1007'));
    expect(await screen.findByText('live delivery 1007')).toBeInTheDocument();
    expect(screen.getByLabelText('Draft')).toHaveValue('');
  });

  it('has a side navigation to the live list and the archive', async () => {
    const { user, pathname } = renderAssignments('/deliver/1006');
    expect(sideNav().getByRole('link', { name: 'Assignments' })).toHaveAttribute('href', '/deliver/');
    expect(sideNav().getByRole('link', { name: 'Assignments' })).toHaveAttribute('aria-current', 'page');
    await user.click(sideNav().getByRole('link', { name: 'Archive' }));
    // The archive's recent view opens with its oldest: 1014 (August 2026).
    await waitFor(() => expect(pathname()).toBe('/ops-archive/1014'));
    expect(sideNav().getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Archive' })).toBeInTheDocument();
  });

  it('on a phone shows the list instead of opening a delivery, and hides it once one is chosen', async () => {
    phoneWidth();
    const { user, pathname } = renderAssignments('/deliver');
    const toggle = sideNav().getByRole('button', { name: 'Toggle assignments list' });
    await screen.findAllByTestId('assignment-card');
    expect(pathname()).toBe('/deliver');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getAllByTestId('assignment-card')[2]!);
    expect(pathname()).toBe('/deliver/1005');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends an address with an id that is not a number back to the list', async () => {
    const { deliveries, now } = demoState();
    deliveries.splice(0, deliveries.length, ...inScope(deliveries, 'live', now));
    const { pathname } = renderAssignments('/ops-archive/abc');
    await waitFor(() => expect(pathname()).toBe('/ops-archive'));
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-empty')).toHaveTextContent(ASSIGNMENT_TEXTS.noAssignments),
    );
  });
});
