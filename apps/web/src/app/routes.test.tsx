import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, RECIPIENT_TEXTS } from '@ops/contracts';
import { profileReply, signIn } from '../test/fixtures';
import { mockServer, stubLocation } from '../test/mock-server';
import { renderApp } from '../test/render-app';

describe('routes', () => {
  it('shows the not-found page for any other path, with the logo linking to /deliver', async () => {
    mockServer({});
    const { user, pathname } = renderApp('/no/such/page');
    expect(
      screen.getByRole('heading', { name: "This is not the link you're looking for" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Assignments' }));
    // Signed out, so the protected /deliver sends the visitor to login.
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it.each([
    ['/addnew', 'New Delivery'],
    ['/update-delivery/12', 'Update Delivery'],
  ])('%s opens the delivery wizard inside the signed-in layout', async (path, title) => {
    mockServer({ [`GET ${API.ops.profile}`]: profileReply() });
    signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Hi, Dana')).toBeInTheDocument();
  });

  it.each(['/deliver', '/profile', '/adduser'])(
    'sends a visitor without a token from %s to /',
    async (path) => {
      const server = mockServer({});
      const { pathname } = renderApp(path);
      await waitFor(() => expect(pathname()).toBe('/'));
      expect(sessionStorage.getItem('redirect_after_login')).toBe(path);
      // The login page asks only its public question (is single sign-on on?); nothing with a session.
      expect(server.requests.filter((r) => r.headers.has('authorization'))).toEqual([]);
    },
  );

  it('does not fetch the profile without a valid session token', async () => {
    sessionStorage.setItem('token', 'garbage');
    const server = mockServer({});
    const { pathname } = renderApp('/deliver');
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(server.calls('GET', API.ops.profile)).toEqual([]);
  });

  it('a 401 on the profile call wipes both storages and reloads the page', async () => {
    const location = stubLocation();
    mockServer({ [`GET ${API.ops.profile}`]: { status: 401, body: { success: false, message: 'Expired' } } });
    signIn({ persist: true });
    renderApp('/deliver');
    await waitFor(() => expect(location.reload).toHaveBeenCalled());
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it.each(['/shared', '/shared/deliveries/42'])(
    '%s is the recipients’ portal: no staff bar, no staff login guard, no staff calls',
    async (path) => {
      signIn();
      const server = mockServer({});
      const { pathname } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText('Hi, Dana')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.signOut })).not.toBeInTheDocument();
      expect(pathname()).toBe(path);
      expect(server.fetch).not.toHaveBeenCalled();
    },
  );

  it('sends any other path under /shared to the portal’s page', async () => {
    mockServer({});
    const { pathname } = renderApp('/shared/deliveries');
    await waitFor(() => expect(pathname()).toBe('/shared'));
    expect(await screen.findByRole('heading', { name: RECIPIENT_TEXTS.openTitle })).toBeInTheDocument();
  });
});
