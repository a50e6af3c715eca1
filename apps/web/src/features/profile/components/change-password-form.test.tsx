import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import { DEMO_PASSWORD, demoToken } from '@/demo/data/accounts';
import { calls, demoProfile, demoState, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { readSessionToken } from '@/shared/session/session-storage';

const OLD = DEMO_PASSWORD;
const NEW = 'N3w#Password';

async function openChangePassword() {
  signInAs('OA');
  const app = renderApp('/profile');
  await app.user.click(await screen.findByRole('tab', { name: 'Change Password' }));
  const fill = async (old: string, next: string, confirm: string) => {
    if (old) await app.user.type(screen.getByLabelText('Current password'), old);
    if (next) await app.user.type(screen.getByLabelText('New password'), next);
    if (confirm) await app.user.type(screen.getByLabelText('Confirm password'), confirm);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
  };
  return { ...app, fill };
}

describe('profile Change Password', () => {
  it("asks for the current password with 'Enter Current Password'", async () => {
    const { fill } = await openChangePassword();
    await fill('', NEW, NEW);
    expect(await screen.findByText('Enter Current Password')).toBeInTheDocument();
    expect(calls('POST', API.auth.resetPassword)).toHaveLength(0);
  });

  it('says "Passwords don\'t match, Enter Again" and clears the confirmation', async () => {
    const { fill } = await openChangePassword();
    await fill(OLD, NEW, 'N3w#Passwordx');
    expect(await screen.findByText("Passwords don't match, Enter Again")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
    expect(calls('POST', API.auth.resetPassword)).toHaveLength(0);
  });

  it('rejects a new password equal to the old one', async () => {
    const { fill } = await openChangePassword();
    await fill(NEW, NEW, NEW);
    expect(await screen.findByText("New password can't be same as old password.")).toBeInTheDocument();
    expect(calls('POST', API.auth.resetPassword)).toHaveLength(0);
  });

  it('shows the server message under the current password', async () => {
    const { fill } = await openChangePassword();
    await fill('Wrong#Pass1', NEW, NEW);
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        MESSAGES.incorrectPassword,
      ),
    );
    expect(demoState().accounts.passwords.get(demoProfile('OA').id)).toBe(DEMO_PASSWORD);
  });

  it("sends old and new, stores the new token and shows 'Saved' for a second", async () => {
    const { fill } = await openChangePassword();
    await fill(OLD, NEW, NEW);
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(calls('POST', API.auth.resetPassword)[0]?.body).toEqual({
      password: OLD,
      new_password: NEW,
    });
    expect(demoState().accounts.passwords.get(demoProfile('OA').id)).toBe(NEW);
    // The demo answers the account's own token.
    expect(readSessionToken()).toBe(demoToken('OA'));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument());
  });

  it('clears the form on Cancel', async () => {
    const { user } = await openChangePassword();
    await user.type(screen.getByLabelText('Current password'), OLD);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
