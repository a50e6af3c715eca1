import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

// The menu holds the account only: the page links are in the bar (a bottom bar on phones).
async function setup(path = '/profile') {
  signInAs('OA', { persist: true });
  const app = renderApp(path);
  const button = await screen.findByRole('button', { name: /Account menu/ });
  await screen.findByText(/^Hi, /);
  button.focus();
  return { ...app, button };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('account menu (keyboard)', () => {
  it('opens on its first item with ArrowDown, moves with the arrows, Home and End, and wraps', async () => {
    const { user, button } = await setup();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item('Account')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Account')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Account')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Account')).toHaveFocus();
  });

  it('opens on its last item with ArrowUp; Escape closes it and gives the focus back to the button', async () => {
    const { user, button } = await setup();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on its first item with Enter or Space; Tab closes it; the items are not Tab stops', async () => {
    const { user, button } = await setup();
    await user.keyboard('{Enter}');
    expect(item('Account')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(item('Account')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).not.toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  it('follows a link item on Space, as on Enter', async () => {
    const { user, pathname } = await setup('/deliver');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    // The route is lazy: the router commits the new location once its module has loaded.
    await waitFor(() => expect(pathname()).toBe('/profile'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
