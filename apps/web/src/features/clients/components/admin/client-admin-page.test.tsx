import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { clientAreaRoutes, query } from '@/test/client-fixtures';
import { signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { choose, shownIn } from '@/test/select-helpers';

describe('client administration page', () => {
  it('opens on the client form', async () => {
    mockServer(clientAreaRoutes());
    signIn();
    renderApp('/adduser');
    expect(await screen.findByRole('tab', { name: 'Client' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create client' })).toBeInTheDocument();
  });

  it('preselects the client of the address and keeps tab and client in it', async () => {
    const server = mockServer(clientAreaRoutes());
    signIn();
    const { user, router } = renderApp('/adduser?client=1&tab=entities');
    expect(await screen.findByRole('article', { name: 'Acme India' })).toBeInTheDocument();
    expect(shownIn(screen.getByLabelText('Client'))).toContain('Acme Corp (ACME)');
    expect(query(server.calls('GET', API.requester.entity)[0]!).get('cid')).toBe('1');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('article', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?client=1&tab=users');
  });

  it('asks for a client first', async () => {
    mockServer(clientAreaRoutes());
    signIn();
    const { user } = renderApp('/adduser?tab=invoices');
    expect(await screen.findByText('Choose a client to see its invoices.')).toBeInTheDocument();
    await choose(user, screen.getByLabelText('Client'), 'Acme Corp (ACME)');
    await waitFor(() =>
      expect(screen.getByText('No invoices yet. Add one with the Form tab.')).toBeInTheDocument(),
    );
  });
});
