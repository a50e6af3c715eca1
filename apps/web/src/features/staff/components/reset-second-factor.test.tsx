import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MFA_MESSAGES } from '@ops/contracts';
import { calls, demoProfile, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

describe('resetting a colleague’s second factor', () => {
  it('asks first, then resets and says the colleague was told', async () => {
    // The demo's staff: the admin herself (Olivia Admin), Omar Ops among the active accounts, and Priya
    // Natarajan's invitation not yet taken.
    const omar = demoProfile('OU');
    signInAs('OA');
    const { user } = renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Reset second factor of Omar Ops' }));
    // Not for oneself, nor for an invitation not yet taken.
    expect(screen.queryByRole('button', { name: 'Reset second factor of Olivia Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reset second factor of Priya/ })).toBeNull();
    const dialog = await screen.findByTestId('reset-second-factor');
    expect(calls('POST', API.mfa.resetStaff(omar.id))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(MFA_MESSAGES.factorsReset)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reset-second-factor')).toBeNull());
    expect(calls('POST', API.mfa.resetStaff(omar.id))).toHaveLength(1);
  });
});
