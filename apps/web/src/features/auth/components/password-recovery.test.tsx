import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const STRONG = 'N3w#Password';

describe('Forgot Password', () => {
  it('validates the e-mail', async () => {
    const server = mockServer({});
    const { user } = renderApp('/oppsforgotpassword');
    await user.click(await screen.findByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Empty email!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Work e-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('confirms the send, and resends to the same address', async () => {
    const server = mockServer({
      [`POST ${API.auth.forgetPassword}`]: { body: { success: true, message: MESSAGES.resetLinkSent } },
    });
    const { user, pathname } = renderApp('/oppsforgotpassword');
    await user.type(await screen.findByLabelText('Work e-mail'), ' Dana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Check your inbox form verification email.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Verification' }));
    await waitFor(() => expect(server.calls('POST', API.auth.forgetPassword)).toHaveLength(2));
    expect(server.calls('POST', API.auth.forgetPassword).map((r) => r.body)).toEqual([
      { email: 'dana@example.com' },
      { email: 'dana@example.com' },
    ]);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(pathname()).toBe('/');
  });

  it('shows a throttling message under the e-mail', async () => {
    const message = MESSAGES.tooManyAttempts(5);
    mockServer({ [`POST ${API.auth.forgetPassword}`]: { status: 429, body: { success: false, message } } });
    const { user } = renderApp('/oppsforgotpassword');
    await user.type(await screen.findByLabelText('Work e-mail'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    await waitFor(() => expect(screen.getByLabelText('Work e-mail')).toHaveAccessibleDescription(message));
  });
});

describe('Update password from the reset link', () => {
  it('validates both fields', async () => {
    mockServer({});
    const { user } = renderApp('/oppsforgotpassword/token?q=abc');
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Empty password!')).toBeInTheDocument();
    expect(screen.getByText('Empty confirm password!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), 'Other#Pass1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("Passwords don't match!")).toBeInTheDocument();
  });

  it('sends the password with q, toasts the answer and returns to /', async () => {
    const server = mockServer({
      [`POST ${API.auth.changePasswordWithLink}`]: {
        body: { success: true, message: MESSAGES.passwordUpdated },
      },
    });
    const { user, pathname } = renderApp('/oppsforgotpassword/token?q=link-token');
    await user.type(await screen.findByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(server.calls('POST', API.auth.changePasswordWithLink)[0]?.body).toEqual({
      password: STRONG,
      q: 'link-token',
    });
  });

  it('toasts the server message when the link is bad, and offers Resend Link', async () => {
    mockServer({
      [`POST ${API.auth.changePasswordWithLink}`]: {
        status: 400,
        body: { success: false, message: MESSAGES.resetLinkInvalid },
      },
    });
    const { user, pathname } = renderApp('/oppsforgotpassword/token?q=used');
    await user.type(await screen.findByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(pathname()).toBe('/oppsforgotpassword/token');
    await user.click(screen.getByRole('link', { name: 'Resend Link' }));
    expect(pathname()).toBe('/oppsforgotpassword');
  });
});
