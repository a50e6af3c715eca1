import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { notFoundErrorRaised } from '@/shared/state/ui-slice';

function setup(profile = profileReply()) {
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profile,
    [`GET ${API.auth.logout}`]: { body: { success: true } },
  });
  signIn({ persist: true });
  return { ...renderApp('/deliver'), server };
}

describe('top navigation', () => {
  it("greets by first name, falling back to 'User'", async () => {
    setup(profileReply({ first_name: '' }));
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Hi, User'));
  });

  it('greets with the first name once the profile is loaded', async () => {
    setup();
    expect(await screen.findByText('Hi, Dana')).toBeInTheDocument();
  });

  it('names the account button by the greeting it shows, then by what it opens', async () => {
    setup();
    await screen.findByText('Hi, Dana');
    expect(screen.getByTestId('account-menu-button')).toHaveAccessibleName('Hi, Dana Account menu');
  });

  it('says User when the profile answer is unusable', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ body: { success: true, data: { first_name: 'Half a profile' } } } as never);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(await screen.findByText('Hi, User')).toBeInTheDocument();
  });

  it('falls back to the placeholder image when the profile image fails to load', async () => {
    setup(profileReply({ image: '/media/profile-images/missing.png' }));
    await screen.findByText('Hi, Dana');
    const image = screen.getByAltText('Profile image');
    expect(image).toHaveAttribute('src', '/media/profile-images/missing.png');
    fireEvent.error(image);
    expect(screen.getByAltText('Profile image').getAttribute('src')).toMatch(/^data:image\/svg|\.svg$/);
  });

  it('opens the dropdown and closes it on a click outside', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menuitem', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    await user.click(await screen.findByRole('heading', { name: 'Assignments' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Account goes to /profile', async () => {
    const { user, pathname } = setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(pathname()).toBe('/profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Logout clears both storages, forgets the profile and returns to /', async () => {
    const { user, pathname, store } = setup();
    await screen.findByText('Hi, Dana');
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    // Nothing of the signed-in session is cached; the login page at / then asks only whether SSO is on.
    expect(Object.keys(store.getState().api.queries).filter((key) => !key.startsWith('ssoStatus('))).toEqual(
      [],
    );
  });

  it('keeps the session when logout fails', async () => {
    const server = mockServer({
      [`GET ${API.ops.profile}`]: profileReply(),
      [`GET ${API.auth.logout}`]: { status: 500, body: { success: false, message: 'Down' } },
    });
    signIn();
    const { user, pathname } = renderApp('/deliver');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(server.calls('GET', API.auth.logout)).toHaveLength(1));
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(pathname()).toBe('/deliver');
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });

  it('the logo goes to /addnew and clears the not-found-error flag', async () => {
    const { user, store, pathname } = setup();
    act(() => {
      store.dispatch(notFoundErrorRaised());
    });
    expect(await screen.findByText('Looks like something went wrong, Try Again!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ops Console home' }));
    expect(pathname()).toBe('/addnew');
    expect(store.getState().ui.notFoundError).toBe(false);
    expect(await screen.findByRole('heading', { name: 'New Delivery', level: 1 })).toBeInTheDocument();
  });
});
