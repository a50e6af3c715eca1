import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADMIN_ROLES } from '@ops/contracts';
import type { UserType } from '@ops/contracts';
import { demoState, recordedRequests, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

const setup = (userType: UserType, path: string) => {
  signInAs(userType);
  return renderApp(path);
};

describe('client area access', () => {
  it.each(['OU', 'TL', 'EMPTY'] as const)(
    'a %s user sees the no-access page and nothing is fetched',
    async (role) => {
      for (const path of ['/requester', '/adduser']) {
        const { unmount } = setup(role, path);
        expect(await screen.findByTestId('no-client-access')).toHaveTextContent(
          "You don't have access to client administration.",
        );
        expect(recordedRequests().filter((r) => r.url.includes('/api-req/'))).toHaveLength(0);
        expect(screen.queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Assignments' })).toBeInTheDocument();
        unmount();
      }
    },
  );

  it.each(CLIENT_ADMIN_ROLES)('a %s user reaches the client list', async (role) => {
    setup(role, '/requester');
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/requester');
    expect(screen.queryByTestId('no-client-access')).not.toBeInTheDocument();
  });

  it('the Clients link leads to the list', async () => {
    // A provider without clients yet: the list says so.
    demoState().clients = [];
    const { user, pathname } = setup('OA', '/profile');
    await user.click(await screen.findByRole('link', { name: 'Clients' }));
    await waitFor(() => expect(pathname()).toBe('/requester'));
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
  });
});
