import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

const TABS = [
  { id: 'delivery', label: 'DELIVERY' },
  { id: 'history', label: 'HISTORY' },
  { id: 'details', label: 'DETAILS' },
  { id: 'sharing', label: 'SHARING' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Harness() {
  const [active, setActive] = useState<Id>('delivery');
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="Sections" tabs={TABS} active={active} onChange={setActive} idBase="t" />
      <TabPanel idBase="t" active={active}>
        <button type="button">Inside {active}</button>
      </TabPanel>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

function setup() {
  render(<Harness />);
  return userEvent.setup();
}

describe('Tabs (keyboard)', () => {
  it('is one Tab stop: the selected tab, then the panel', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('DELIVERY')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inside delivery' })).toHaveFocus();
  });

  it('moves and selects with the arrows, wrapping around at both ends', async () => {
    const user = setup();
    await user.click(tab('DELIVERY'));
    await user.keyboard('{ArrowRight}');
    expect(tab('HISTORY')).toHaveFocus();
    expect(tab('HISTORY')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'HISTORY' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('SHARING')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('DELIVERY')).toHaveFocus();
  });

  it('goes to the last tab with End and the first with Home', async () => {
    const user = setup();
    await user.click(tab('HISTORY'));
    await user.keyboard('{End}');
    expect(tab('SHARING')).toHaveFocus();
    expect(tab('SHARING')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'SHARING' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(tab('DELIVERY')).toHaveFocus();
    expect(tab('DELIVERY')).toHaveAttribute('aria-selected', 'true');
    // Roving tabindex: only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
    ]);
  });
});
