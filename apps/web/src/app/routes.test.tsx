import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, RECIPIENT_TEXTS } from '@ops/contracts';
import { calls, demoProfile, demoState, recordedRequests, signInAs } from '../test/demo-server';
import { stubLocation } from '../test/stub-location';
import { renderApp } from '../test/render-app';
import { startSession } from '../shared/session/session-storage';

describe('routes', () => {
  it('shows the not-found page for any other path, with the logo linking to /deliver', async () => {
    const { user, pathname } = renderApp('/no/such/page');
    expect(
      screen.getByRole('heading', { name: "This is not the link you're looking for" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Go to Assignments/ }));
    // Signed out, so the protected /deliver sends the visitor to login.
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it.each([
    ['/addnew', 'New Delivery'],
    ['/update-delivery/:id', 'Update Delivery'],
  ])('%s opens the delivery wizard inside the signed-in layout', async (path, title) => {
    signInAs('OA');
    renderApp(path.replace(':id', String(demoState().deliveries[0]!.id)));
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(`Hi, ${demoProfile('OA').first_name}`)).toBeInTheDocument();
  });

  it.each(['/deliver', '/profile', '/adduser'])(
    'sends a visitor without a token from %s to /',
    async (path) => {
      const { pathname } = renderApp(path);
      await waitFor(() => expect(pathname()).toBe('/'));
      expect(sessionStorage.getItem('redirect_after_login')).toBe(path);
      // The login page asks only its public question (is single sign-on on?); nothing with a session.
      expect(recordedRequests().filter((r) => r.headers.has('authorization'))).toEqual([]);
    },
  );

  it('does not fetch the profile without a valid session token', async () => {
    sessionStorage.setItem('token', 'garbage');
    const { pathname } = renderApp('/deliver');
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(calls('GET', API.ops.profile)).toEqual([]);
  });

  it('a 401 on the profile call wipes both storages and reloads the page', async () => {
    const location = stubLocation();
    // A token no demo account has, as an expired session's: the demo answers 401 as the server does.
    startSession({ token: 'demo-session.expired', isVerified: true, persist: true });
    renderApp('/deliver');
    await waitFor(() => expect(location.reload).toHaveBeenCalled());
    expect(calls('GET', API.ops.profile)).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it.each(['/shared', '/shared/deliveries/42'])(
    '%s is the recipients’ portal: no staff bar, no staff login guard, no staff calls',
    async (path) => {
      signInAs('OA');
      const { pathname } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText(`Hi, ${demoProfile('OA').first_name}`)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.signOut })).not.toBeInTheDocument();
      expect(pathname()).toBe(path);
      expect(recordedRequests()).toEqual([]);
    },
  );

  it('sends any other path under /shared to the portal’s page', async () => {
    const { pathname } = renderApp('/shared/deliveries');
    await waitFor(() => expect(pathname()).toBe('/shared'));
    expect(await screen.findByRole('heading', { name: RECIPIENT_TEXTS.openTitle })).toBeInTheDocument();
  });
});
