import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, RECIPIENT_MESSAGES, RECIPIENT_TEXTS } from '@ops/contracts';
import { DEMO_RECIPIENT } from '@/demo/data/recipients';
import { readRecipientLink, readRecipientToken } from '@/shared/session/recipient-session';
import { answerPost, calls, recordedRequests, sentBodies } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import {
  LINK_TOKEN,
  RECIPIENT_EMAIL,
  RECIPIENT_TOKEN,
} from '@/features/recipients/test-kit/recipient-fixtures';

// The sample recipient's link opens the newest delivery shared with her: 1001, batch B-ACME-001001.
const signedIn = {
  success: true,
  message: RECIPIENT_MESSAGES.signedIn,
  token: RECIPIENT_TOKEN,
  email: RECIPIENT_EMAIL,
  expires_at: '2026-11-12T18:00:00.000Z',
  delivery_id: 1001,
};

describe('the personal link page', () => {
  it('asks nothing of the server on opening and takes the token out of the address bar', async () => {
    const { router } = renderApp(`/shared#t=${LINK_TOKEN}`);

    expect(await screen.findByRole('heading', { name: RECIPIENT_TEXTS.openTitle, level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: RECIPIENT_TEXTS.sendCode })).toBeEnabled();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/shared');
    expect(router.state.location.search).toBe('');
    expect(readRecipientLink()).toBe(LINK_TOKEN);
    expect(recordedRequests()).toHaveLength(0);
  });

  it('mails a code on the click, then opens the delivery the link was for', async () => {
    document.cookie = 'csrftoken=csrf-cookie; path=/';
    const { user, pathname } = renderApp(`/shared#t=${LINK_TOKEN}`);

    await user.click(await screen.findByRole('button', { name: RECIPIENT_TEXTS.sendCode }));
    expect(await screen.findByText(RECIPIENT_MESSAGES.codeSent)).toBeVisible();
    const [codeCall] = calls('POST', API.recipients.requestCode);
    expect(codeCall?.body).toEqual({ token: LINK_TOKEN });
    expect(codeCall?.headers.get('X-CSRFToken')).toBe('csrf-cookie');

    const code = screen.getByLabelText(RECIPIENT_TEXTS.codeLabel);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // The demo's code, typed with a space.
    await user.type(code, `${DEMO_RECIPIENT.code.slice(0, 3)} ${DEMO_RECIPIENT.code.slice(3)}`);
    await user.click(screen.getByRole('button', { name: RECIPIENT_TEXTS.open }));

    expect(await screen.findByRole('heading', { name: 'B-ACME-001001', level: 1 })).toBeVisible();
    expect(pathname()).toBe('/shared/deliveries/1001');
    expect(screen.getByTestId('recipient-email')).toHaveTextContent(RECIPIENT_EMAIL);
    expect(calls('POST', API.recipients.verify)[0]?.body).toEqual({
      token: LINK_TOKEN,
      code: DEMO_RECIPIENT.code,
      browser_languages: [...navigator.languages],
    });
    const [read] = calls('GET', API.recipients.delivery(1001));
    expect(read?.headers.get('Authorization')).toBe(`Bearer ${RECIPIENT_TOKEN}`);
    expect(readRecipientToken()).toBe(RECIPIENT_TOKEN);
    // The staff session is another thing entirely.
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('shows the server’s answer to a wrong code and to too many tries', async () => {
    const { user, pathname } = renderApp(`/shared#t=${LINK_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: RECIPIENT_TEXTS.sendCode }));
    const code = await screen.findByLabelText(RECIPIENT_TEXTS.codeLabel);

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: RECIPIENT_TEXTS.open }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECIPIENT_MESSAGES.codeWrong);
    expect(code).toHaveAccessibleDescription(RECIPIENT_MESSAGES.codeWrong);
    expect(calls('POST', API.recipients.verify)).toHaveLength(1);

    // The demo does not count tries; the server's throttle answers the next one.
    answerPost(
      API.recipients.verify,
      { success: false, message: RECIPIENT_MESSAGES.waitBeforeRetry(8) },
      429,
    );
    await user.click(screen.getByRole('button', { name: RECIPIENT_TEXTS.open }));
    expect(await screen.findByText(RECIPIENT_MESSAGES.waitBeforeRetry(8))).toBeVisible();
    expect(calls('POST', API.recipients.verify)).toHaveLength(2);
    expect(pathname()).toBe('/shared');
    expect(readRecipientToken()).toBeNull();
  });

  it('asks for the code before calling when the field holds no six digits', async () => {
    const { user } = renderApp(`/shared#t=${LINK_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: RECIPIENT_TEXTS.sendCode }));
    await user.type(await screen.findByLabelText(RECIPIENT_TEXTS.codeLabel), '12a');
    await user.click(screen.getByRole('button', { name: RECIPIENT_TEXTS.open }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECIPIENT_MESSAGES.codeRequired);
    expect(calls('POST', API.recipients.verify)).toHaveLength(0);
  });

  it('says so when the server no longer knows the link', async () => {
    const { user } = renderApp('/shared#t=link-token-0123456789abcdefghijklmnop');
    await user.click(await screen.findByRole('button', { name: RECIPIENT_TEXTS.sendCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECIPIENT_MESSAGES.linkInvalid);
    expect(screen.queryByLabelText(RECIPIENT_TEXTS.codeLabel)).not.toBeInTheDocument();
  });

  it('opens with the secure key instead of a code', async () => {
    // The demo opens its link with the code only; a secure key is the server's.
    answerPost(API.recipients.verify, signedIn);
    const { user, pathname } = renderApp(`/shared#t=${LINK_TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'I have a secure key' }));
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.sendCode })).not.toBeInTheDocument();
    const key = screen.getByLabelText(RECIPIENT_TEXTS.secureKeyLabel);
    expect(key).toHaveFocus();
    await user.type(key, 'K3y-From-Phone');
    await user.click(screen.getByRole('button', { name: RECIPIENT_TEXTS.open }));

    await waitFor(() => expect(pathname()).toBe('/shared/deliveries/1001'));
    expect(sentBodies('POST', API.recipients.verify)).toEqual([
      { token: LINK_TOKEN, secure_key: 'K3y-From-Phone', browser_languages: [...navigator.languages] },
    ]);
    expect(calls('POST', API.recipients.requestCode)).toHaveLength(0);
    // The session it gave is the demo's: the delivery reads.
    expect(await screen.findByRole('heading', { name: 'B-ACME-001001', level: 1 })).toBeVisible();
  });

  it('explains what to do when there is neither a link nor a session', async () => {
    renderApp('/shared');
    const card = (await screen.findByRole('heading', { name: RECIPIENT_TEXTS.openTitle })).closest(
      'section',
    )!;
    expect(within(card).getByText(RECIPIENT_MESSAGES.linkInvalid)).toBeVisible();
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.sendCode })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.signOut })).not.toBeInTheDocument();
    expect(recordedRequests()).toHaveLength(0);
  });
});
