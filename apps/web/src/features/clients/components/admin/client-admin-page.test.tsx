import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { calls, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { choose, shownIn } from '@/test/select-helpers';

const cid = (url: string) => new URL(url).searchParams.get('cid');

describe('client administration page', () => {
  it('opens on the client form', async () => {
    signInAs('OA');
    renderApp('/adduser');
    expect(await screen.findByRole('tab', { name: 'Client' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create client' })).toBeInTheDocument();
  });

  it('preselects the client of the address and keeps tab and client in it', async () => {
    signInAs('OA');
    const { user, router } = renderApp('/adduser?client=1&tab=entities');
    expect(await screen.findByRole('article', { name: 'Acme India Pvt Ltd' })).toBeInTheDocument();
    expect(shownIn(screen.getByLabelText('Client'))).toContain('Acme Corporation (ACME)');
    expect(cid(calls('GET', API.requester.entity)[0]!.url)).toBe('1');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('article', { name: 'Kavya Iyer' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?client=1&tab=users');
  });

  it('asks for a client first', async () => {
    signInAs('OA');
    const { user } = renderApp('/adduser?tab=invoices');
    expect(await screen.findByText('Choose a client to see its invoices.')).toBeInTheDocument();
    // Meridian Capital Partners is the sample client without invoices.
    await choose(user, screen.getByLabelText('Client'), 'Meridian Capital Partners (MCP)');
    await waitFor(() =>
      expect(screen.getByText('No invoices yet. Add one with the Form tab.')).toBeInTheDocument(),
    );
  });
});
