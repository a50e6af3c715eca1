import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import { answerPost, calls, demoProfile, recordedRequests, sentBodies, server } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

const STRONG = 'N3w#Password';

describe('Forgot Password', () => {
  it('validates the e-mail', async () => {
    const { user } = renderApp('/oppsforgotpassword');
    await user.click(await screen.findByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Empty email!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Work e-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(recordedRequests()).toEqual([]);
  });

  it('confirms the send, and resends to the same address', async () => {
    const { user, pathname } = renderApp('/oppsforgotpassword');
    await user.type(await screen.findByLabelText('Work e-mail'), ' OA.Demo@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Check your inbox form verification email.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Verification' }));
    await waitFor(() => expect(calls('POST', API.auth.forgetPassword)).toHaveLength(2));
    expect(calls('POST', API.auth.forgetPassword).map((r) => r.body)).toEqual([
      { email: demoProfile('OA').email },
      { email: demoProfile('OA').email },
    ]);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(pathname()).toBe('/');
  });

  it('shows a throttling message under the e-mail', async () => {
    const message = MESSAGES.tooManyAttempts(5);
    // The demo does not throttle reset requests: the server's refusal is put in front.
    server.use(
      http.post(API.auth.forgetPassword, () =>
        HttpResponse.json({ success: false, message }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/oppsforgotpassword');
    await user.type(await screen.findByLabelText('Work e-mail'), demoProfile('OA').email);
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    await waitFor(() => expect(screen.getByLabelText('Work e-mail')).toHaveAccessibleDescription(message));
  });
});

describe('Update password from the reset link', () => {
  it('validates both fields', async () => {
    const { user } = renderApp('/oppsforgotpassword/token?q=abc');
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Empty password!')).toBeInTheDocument();
    expect(screen.getByText('Empty confirm password!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), 'Other#Pass1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("Passwords don't match!")).toBeInTheDocument();
    expect(calls('POST', API.auth.changePasswordWithLink)).toEqual([]);
  });

  it('sends the password with q, toasts the answer and returns to /', async () => {
    // The demo sends no mail, so no reset link of it is ever valid: the server's acceptance is put in front.
    answerPost(API.auth.changePasswordWithLink, { success: true, message: MESSAGES.passwordUpdated });
    const { user, pathname } = renderApp('/oppsforgotpassword/token?q=link-token');
    await user.type(await screen.findByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(sentBodies('POST', API.auth.changePasswordWithLink)).toEqual([
      { password: STRONG, q: 'link-token' },
    ]);
  });

  it('toasts the server message when the link is bad, and offers Resend Link', async () => {
    const { user, pathname } = renderApp('/oppsforgotpassword/token?q=used');
    await user.type(await screen.findByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(calls('POST', API.auth.changePasswordWithLink).map((r) => r.body)).toEqual([
      { password: STRONG, q: 'used' },
    ]);
    expect(pathname()).toBe('/oppsforgotpassword/token');
    await user.click(screen.getByRole('link', { name: 'Resend Link' }));
    expect(pathname()).toBe('/oppsforgotpassword');
  });
});
