import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, RECIPIENT_MESSAGES, RECIPIENT_TEXTS } from '@ops/contracts';
import type { RecipientDeliveriesResponse } from '@ops/contracts';
import { demoToken } from '@/demo/data/accounts';
import { demoHandlers } from '@/demo/handlers';
import { readRecipientToken, saveRecipientLink } from '@/shared/session/recipient-session';
import { readSessionToken } from '@/shared/session/session-storage';
import { calls, demoState, resetDemoServer, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { stubLocation } from '@/test/stub-location';
import {
  LINK_TOKEN,
  RECIPIENT_EMAIL,
  RECIPIENT_TOKEN,
  recipientSignIn,
} from '@/features/recipients/test-kit/recipient-fixtures';

// The sample recipient (Kavya Iyer) has the six Acme deliveries, newest first: 1001 (delivered 0.2 days
// before the demo's clock), 1004 (8 days), 1007, 1010, 1013 and 1016; each has two versions and was
// delivered by Olivia Admin. A fixed clock fixes their dates.
const NOW = Date.UTC(2026, 10, 20, 12);

const facts = (item: HTMLElement) =>
  Object.fromEntries(
    within(item)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** A token the server no longer knows (the session ended). */
const ENDED_TOKEN = 'recipient-session-that-ended';

describe('the recipient’s deliveries', () => {
  it('lists what is shared with the signed-in address at /shared', async () => {
    resetDemoServer(NOW);
    recipientSignIn();
    renderApp('/shared');

    expect(await screen.findByRole('heading', { name: RECIPIENT_TEXTS.title, level: 1 })).toBeVisible();
    expect(screen.getByTestId('recipient-email')).toHaveTextContent(RECIPIENT_EMAIL);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(6);
    const [first, second] = items;
    expect(within(first!).getByRole('link', { name: 'B-ACME-001001' })).toHaveAttribute(
      'href',
      '/shared/deliveries/1001',
    );
    expect(facts(first!)).toEqual({
      Client: 'Acme Corporation',
      'Current version': '2',
      'Shared by': 'Olivia Admin',
      'Shared on': '20 Nov 2026',
    });
    // The name the recipient knows the work by, under the batch id (decision 0033).
    expect(within(first!).getByTestId('portal-assignment-name')).toHaveTextContent('Annual Report 2026');
    expect(within(second!).getByRole('link', { name: 'B-ACME-001004' })).toBeVisible();
    expect(within(second!).getByTestId('portal-assignment-name')).toHaveTextContent('Market Scan 2026');
    expect(facts(second!)).toMatchObject({ 'Current version': '2', 'Shared on': '12 Nov 2026' });
    expect(calls('GET', API.recipients.deliveries)[0]?.headers.get('Authorization')).toBe(
      `Bearer ${RECIPIENT_TOKEN}`,
    );
  });

  it('says until when a share with an end date lasts', async () => {
    resetDemoServer(NOW);
    // The demo's shares have no end date; the server's answer gives one where the share has it.
    server.use(
      http.get(API.recipients.deliveries, async ({ request }) => {
        const answer = await getResponse(demoHandlers(demoState()), request);
        const body = (await answer!.json()) as RecipientDeliveriesResponse;
        body.data[1]!.expires_at = '2026-12-01T17:00:00.000Z';
        return HttpResponse.json(body);
      }),
    );
    recipientSignIn();
    renderApp('/shared');
    const [first, second] = await screen.findAllByRole('listitem');
    expect(facts(second!)).toMatchObject({
      'Current version': '2',
      'Access ends': expect.stringMatching(/1 Dec 2026/),
    });
    expect(facts(first!)).not.toHaveProperty('Access ends');
  });

  it('shows the list for a link opened while signed in, with a word about other addresses', async () => {
    recipientSignIn();
    const { router } = renderApp(`/shared#t=${LINK_TOKEN}`);
    expect(await screen.findByRole('link', { name: 'B-ACME-001001' })).toBeVisible();
    expect(await screen.findByText(/If it was sent to another address, sign out/)).toBeVisible();
    expect(router.state.location.hash).toBe('');
    expect(calls('POST', API.recipients.requestCode)).toHaveLength(0);
  });

  it('says when nothing is shared', async () => {
    // An address of Acme no delivery is shared with.
    recipientSignIn('nobody@acme.example.com');
    renderApp('/shared');
    expect(await screen.findByText(RECIPIENT_TEXTS.empty)).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('opens a delivery from the list', async () => {
    recipientSignIn();
    const { user, pathname } = renderApp('/shared');
    await user.click(await screen.findByRole('link', { name: 'B-ACME-001001' }));
    expect(await screen.findByRole('heading', { name: 'Version 2' })).toBeVisible();
    expect(pathname()).toBe('/shared/deliveries/1001');
  });

  it('signs out on the server and in this browser, leaving a staff session alone', async () => {
    signInAs('OA');
    recipientSignIn();
    saveRecipientLink(LINK_TOKEN);
    const { user } = renderApp('/shared');

    await user.click(await screen.findByRole('button', { name: RECIPIENT_TEXTS.signOut }));

    expect(await screen.findByRole('heading', { name: 'Signed out', level: 1 })).toBeVisible();
    const [logout] = calls('POST', API.recipients.logout);
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${RECIPIENT_TOKEN}`);
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.signOut })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.sendCode })).not.toBeInTheDocument();
    expect(readRecipientToken()).toBeNull();
    expect(readSessionToken()).toBe(demoToken('OA'));
  });

  it('a 401 ends the recipient session, says so and offers a new code for the link', async () => {
    const location = stubLocation();
    signInAs('OA');
    recipientSignIn(RECIPIENT_EMAIL, ENDED_TOKEN);
    saveRecipientLink(LINK_TOKEN);
    renderApp('/shared');

    expect(await screen.findByText(RECIPIENT_MESSAGES.sessionEnded)).toBeVisible();
    expect(screen.getByRole('heading', { name: RECIPIENT_TEXTS.openTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: RECIPIENT_TEXTS.sendCode })).toBeVisible();
    expect(readRecipientToken()).toBeNull();
    expect(readSessionToken()).toBe(demoToken('OA'));
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('a 401 without a stored link points to the e-mail', async () => {
    recipientSignIn(RECIPIENT_EMAIL, ENDED_TOKEN);
    renderApp('/shared');
    expect(await screen.findByRole('heading', { name: 'Access ended', level: 1 })).toBeVisible();
    expect(screen.getByText(RECIPIENT_MESSAGES.sessionEnded)).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('recipient-email')).not.toBeInTheDocument());
  });
});
