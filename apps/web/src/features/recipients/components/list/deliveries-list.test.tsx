import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, RECIPIENT_MESSAGES, RECIPIENT_TEXTS } from '@ops/contracts';
import { readRecipientToken, saveRecipientLink } from '@/shared/session/recipient-session';
import { readSessionToken } from '@/shared/session/session-storage';
import { ACCESS_TOKEN, signIn } from '@/test/fixtures';
import { mockServer, stubLocation } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import {
  deliveriesReply,
  LINK_TOKEN,
  portalRoutes,
  RECIPIENT_EMAIL,
  RECIPIENT_TOKEN,
  recipientSignIn,
  sessionEndedReply,
  summaryFixture,
} from '@/features/recipients/test-kit/recipient-fixtures';

const facts = (item: HTMLElement) =>
  Object.fromEntries(
    within(item)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the recipient’s deliveries', () => {
  it('lists what is shared with the signed-in address at /shared', async () => {
    const server = mockServer(
      portalRoutes({
        [`GET ${API.recipients.deliveries}`]: deliveriesReply([
          summaryFixture(),
          summaryFixture({
            id: 43,
            batch_id: 'ACME-2026-0043',
            current_version: 1,
            shared_at: '2026-11-11T09:00:00.000Z',
            expires_at: '2026-12-01T17:00:00.000Z',
          }),
        ]),
      }),
    );
    recipientSignIn();
    renderApp('/shared');

    expect(await screen.findByRole('heading', { name: RECIPIENT_TEXTS.title, level: 1 })).toBeVisible();
    expect(screen.getByTestId('recipient-email')).toHaveTextContent(RECIPIENT_EMAIL);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'ACME-2026-0042' })).toHaveAttribute(
      'href',
      '/shared/deliveries/42',
    );
    expect(facts(first!)).toEqual({
      Client: 'Acme Corp',
      'Current version': '2',
      'Shared by': 'Dana Reyes',
      'Shared on': '10 Nov 2026',
    });
    expect(facts(second!)).toMatchObject({
      'Current version': '1',
      'Access ends': expect.stringMatching(/1 Dec 2026/),
    });
    expect(server.calls('GET', API.recipients.deliveries)[0]?.headers.get('Authorization')).toBe(
      `Bearer ${RECIPIENT_TOKEN}`,
    );
  });

  it('shows the list for a link opened while signed in, with a word about other addresses', async () => {
    const server = mockServer(portalRoutes());
    recipientSignIn();
    const { router } = renderApp(`/shared#t=${LINK_TOKEN}`);
    expect(await screen.findByRole('link', { name: 'ACME-2026-0042' })).toBeVisible();
    expect(await screen.findByText(/If it was sent to another address, sign out/)).toBeVisible();
    expect(router.state.location.hash).toBe('');
    expect(server.calls('POST', API.recipients.requestCode)).toHaveLength(0);
  });

  it('says when nothing is shared', async () => {
    mockServer(portalRoutes({ [`GET ${API.recipients.deliveries}`]: deliveriesReply([]) }));
    recipientSignIn();
    renderApp('/shared');
    expect(await screen.findByText(RECIPIENT_TEXTS.empty)).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('opens a delivery from the list', async () => {
    mockServer(portalRoutes());
    recipientSignIn();
    const { user, pathname } = renderApp('/shared');
    await user.click(await screen.findByRole('link', { name: 'ACME-2026-0042' }));
    expect(await screen.findByRole('heading', { name: 'Version 2' })).toBeVisible();
    expect(pathname()).toBe('/shared/deliveries/42');
  });

  it('signs out on the server and in this browser, leaving a staff session alone', async () => {
    signIn();
    const server = mockServer(portalRoutes());
    recipientSignIn();
    saveRecipientLink(LINK_TOKEN);
    const { user } = renderApp('/shared');

    await user.click(await screen.findByRole('button', { name: RECIPIENT_TEXTS.signOut }));

    expect(await screen.findByRole('heading', { name: 'Signed out', level: 1 })).toBeVisible();
    const [logout] = server.calls('POST', API.recipients.logout);
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${RECIPIENT_TOKEN}`);
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.signOut })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.sendCode })).not.toBeInTheDocument();
    expect(readRecipientToken()).toBeNull();
    expect(readSessionToken()).toBe(ACCESS_TOKEN);
  });

  it('a 401 ends the recipient session, says so and offers a new code for the link', async () => {
    const location = stubLocation();
    signIn();
    mockServer(portalRoutes({ [`GET ${API.recipients.deliveries}`]: sessionEndedReply }));
    recipientSignIn();
    saveRecipientLink(LINK_TOKEN);
    renderApp('/shared');

    expect(await screen.findByText(RECIPIENT_MESSAGES.sessionEnded)).toBeVisible();
    expect(screen.getByRole('heading', { name: RECIPIENT_TEXTS.openTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: RECIPIENT_TEXTS.sendCode })).toBeVisible();
    expect(readRecipientToken()).toBeNull();
    expect(readSessionToken()).toBe(ACCESS_TOKEN);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('a 401 without a stored link points to the e-mail', async () => {
    mockServer(portalRoutes({ [`GET ${API.recipients.deliveries}`]: sessionEndedReply }));
    recipientSignIn();
    renderApp('/shared');
    expect(await screen.findByRole('heading', { name: 'Access ended', level: 1 })).toBeVisible();
    expect(screen.getByText(RECIPIENT_MESSAGES.sessionEnded)).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('recipient-email')).not.toBeInTheDocument());
  });
});
