import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

// Without the stylesheet every link shows: the phone's bar (navigation.css) is checked in phone-layout.spec.ts.
const main = () => screen.getByRole('navigation', { name: 'Main' });

describe('main links', () => {
  it("puts an operations admin's links after the first three behind More, which opens and closes", async () => {
    signInAs('OA', { persist: true });
    const { user, pathname } = renderApp('/profile');
    await screen.findByRole('navigation', { name: 'Main' });
    const more = await within(main()).findByRole('button', { name: 'More' });
    const links = within(main())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Assignments',
      'Archive',
      'Clients',
      'Staff',
      'Quarantine',
      'Audit trail',
      'Retention',
      'Import Assignments',
      'File requests',
      'Insights',
    ]);
    const sheet = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Staff',
      'Quarantine',
      'Audit trail',
      'Retention',
      'Import Assignments',
      'File requests',
      'Insights',
    ]);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await user.click(more);
    await user.click(within(sheet).getByRole('link', { name: 'Staff' }));
    expect(pathname()).toBe('/staff');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('needs no More for a sales user: four links at most fit the bar', async () => {
    signInAs('SL', { persist: true });
    renderApp('/profile');
    await screen.findByRole('navigation', { name: 'Main' });
    await within(main()).findByRole('link', { name: 'Clients' });
    expect(within(main()).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(
      within(main())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Assignments', 'Archive', 'Clients', 'File requests']);
  });

  it.each(['OU', 'TL'] as const)(
    'gives %s Insights, behind More with the phone-only import',
    async (type) => {
      signInAs(type, { persist: true });
      renderApp('/profile');
      await screen.findByRole('navigation', { name: 'Main' });
      const more = await within(main()).findByRole('button', { name: 'More' });
      expect(
        within(main())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Assignments', 'Archive', 'Import Assignments', 'File requests', 'Insights']);
      const sheet = document.getElementById(more.getAttribute('aria-controls')!)!;
      expect(within(sheet).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
    },
  );

  it.each(['SL', 'CR'] as const)('shows %s no Insights link', async (type) => {
    signInAs(type, { persist: true });
    renderApp('/profile');
    await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', {
      name: 'File requests',
    });
    expect(within(main()).queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();
  });
});
