import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@ops/contracts';
import { calls, demoProfile, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { notFoundErrorRaised } from '@/shared/state/ui-slice';

/** The demo's operations admin, Olivia Admin. */
const greeting = () => `Hi, ${demoProfile('OA').first_name}`;

function setup() {
  signInAs('OA', { persist: true });
  return renderApp('/deliver');
}

describe('top navigation', () => {
  it("greets by first name, falling back to 'User'", async () => {
    demoProfile('OA').first_name = '';
    setup();
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Hi, User'));
  });

  it('greets with the first name once the profile is loaded', async () => {
    setup();
    expect(await screen.findByText('Hi, Olivia')).toBeInTheDocument();
  });

  it('names the account button by the greeting it shows, then by what it opens', async () => {
    setup();
    await screen.findByText(greeting());
    expect(screen.getByTestId('account-menu-button')).toHaveAccessibleName('Hi, Olivia Account menu');
  });

  it('says User when the profile answer is unusable', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The demo answers whole profiles only: a broken answer is put in front.
    server.use(
      http.get(API.ops.profile, () =>
        HttpResponse.json({ success: true, data: { first_name: 'Half a profile' } }),
      ),
    );
    setup();
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(await screen.findByText('Hi, User')).toBeInTheDocument();
  });

  it('falls back to the placeholder image when the profile image fails to load', async () => {
    demoProfile('OA').image = '/media/profile-images/missing.png';
    setup();
    await screen.findByText(greeting());
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
    await screen.findByText(greeting());
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(calls('GET', API.auth.logout)).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    // Nothing of the signed-in session is cached; the login page at / then asks only whether SSO is on.
    expect(Object.keys(store.getState().api.queries).filter((key) => !key.startsWith('ssoStatus('))).toEqual(
      [],
    );
  });

  it('keeps the session when logout fails', async () => {
    // The demo's logout always succeeds: a server failure is put in front.
    server.use(
      http.get(API.auth.logout, () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
      ),
    );
    signInAs('OA');
    const { user, pathname } = renderApp('/deliver');
    // The list opens its newest sample delivery first.
    await waitFor(() => expect(pathname()).toMatch(/^\/deliver\/\d+$/));
    const opened = pathname();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(calls('GET', API.auth.logout)).toHaveLength(1));
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(pathname()).toBe(opened);
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
