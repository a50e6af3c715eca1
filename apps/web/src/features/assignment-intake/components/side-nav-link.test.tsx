import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserType } from '@ops/contracts';
import { signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

function renderDeliver(userType: UserType) {
  signInAs(userType);
  return renderApp('/deliver/');
}

const sideNav = async () => within(await screen.findByRole('navigation', { name: 'Assignments navigation' }));

describe('the side navigation link to the import', () => {
  it('leads OU, OA and TL users to Import Assignments', async () => {
    const { user, pathname } = renderDeliver('TL');
    const nav = await sideNav();
    await user.click(await nav.findByRole('link', { name: 'Import Assignments' }));
    await waitFor(() => expect(pathname()).toBe('/import-assignments'));
    expect(await screen.findByRole('heading', { name: 'Import Assignments', level: 1 })).toBeInTheDocument();
  });

  it('is not offered to those who may not import', async () => {
    renderDeliver('SL');
    const nav = await sideNav();
    await waitFor(() => expect(nav.getByRole('link', { name: 'Archive' })).toBeInTheDocument());
    await screen.findByRole('link', { name: 'Clients' });
    expect(nav.queryByRole('link', { name: 'Import Assignments' })).not.toBeInTheDocument();
  });
});
