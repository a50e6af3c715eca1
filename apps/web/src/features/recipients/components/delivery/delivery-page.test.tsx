import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, PORTAL_TEXTS, RECIPIENT_MESSAGES, RECIPIENT_TEXTS } from '@ops/contracts';
import { readRecipientToken } from '@/shared/session/recipient-session';
import { mockServer } from '@/test/mock-server';
import type { RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import {
  deliveryFixture,
  deliveryReply,
  portalRoutes,
  RECIPIENT_TOKEN,
  recipientSignIn,
  sessionEndedReply,
  versionFixture,
} from '@/features/recipients/test-kit/recipient-fixtures';

/** Records the URLs the page hands to the browser as downloads (a temporary link's click). */
function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) saved.push(this.getAttribute('href') ?? '');
  });
  return saved;
}

const downloadAnswer = (request: RecordedRequest) => {
  const { file_id } = request.body as { file_id?: number };
  const name = file_id ? `file-${file_id}` : 'version.zip';
  return { body: { success: true, message: '', download_url: `/files/signed-${name}`, name } };
};

async function openDelivery(routes: Parameters<typeof portalRoutes>[0] = {}) {
  const server = mockServer(portalRoutes({ [`POST ${API.recipients.download}`]: downloadAnswer, ...routes }));
  recipientSignIn();
  const view = renderApp('/shared/deliveries/42');
  await screen.findByRole('heading', { name: 'ACME-2026-0042', level: 1 });
  return { ...view, server };
}

const versionCard = (n: number) => screen.getByRole('region', { name: `Version ${n}` });

describe('a shared delivery', () => {
  it('shows its versions newest first, with notes, files and their sizes', async () => {
    await openDelivery();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Version 2',
      'Version 1',
      RECIPIENT_TEXTS.requestAccess,
    ]);
    const latest = versionCard(2);
    expect(within(latest).getByText('Latest')).toBeVisible();
    expect(within(latest).getByText('Slides 4 to 6 reworked.')).toBeVisible();
    expect(within(latest).getByText('@Deck.pptx')).toBeVisible();
    expect(within(latest).getByRole('button', { name: 'Download Deck.pptx as pptx (3.2 MB)' })).toBeVisible();
    expect(within(latest).getByRole('button', { name: 'Download Deck.pptx as pdf (801 KB)' })).toBeVisible();
    expect(
      within(versionCard(1)).getByRole('button', { name: 'Download Report.docx as docx (47 KB)' }),
    ).toBeVisible();
    expect(screen.getByText('Dana Reyes')).toBeVisible();
  });

  it('downloads one format of a file, then the version’s zip', async () => {
    const saved = captureDownloads();
    const { user, server } = await openDelivery();

    await user.click(within(versionCard(2)).getByRole('button', { name: /Download Deck.pptx as pdf/ }));
    await waitFor(() => expect(saved).toEqual(['/files/signed-file-11']));
    const [call] = server.calls('POST', API.recipients.download);
    expect(call?.body).toEqual({ delivery_id: 42, version: 2, file_id: 11, format: 'pdf' });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${RECIPIENT_TOKEN}`);
    expect(call?.headers.get('X-CSRFToken')).toBe('csrf-from-endpoint');

    await user.click(within(versionCard(2)).getByRole('button', { name: RECIPIENT_TEXTS.downloadAll }));
    await waitFor(() => expect(saved).toEqual(['/files/signed-file-11', '/files/signed-version.zip']));
    expect(server.calls('POST', API.recipients.download)[1]?.body).toEqual({ delivery_id: 42, version: 2 });
  });

  it('tells a download refused by the server', async () => {
    const saved = captureDownloads();
    const { user } = await openDelivery({
      [`POST ${API.recipients.download}`]: {
        status: 400,
        body: { success: false, message: 'That format is not available.' },
      },
    });
    await user.click(within(versionCard(1)).getByRole('button', { name: /Download Report.docx/ }));
    // A toast (it fades in, so present rather than visible yet).
    expect(await screen.findByText('That format is not available.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('sends a rating with a comment and shows it as saved', async () => {
    let delivery = deliveryFixture();
    const { user, server } = await openDelivery({
      [`GET ${API.recipients.delivery(42)}`]: () => deliveryReply(delivery),
      [`POST ${API.recipients.feedback}`]: (request) => {
        const { rating, comment } = request.body as { rating: number; comment: string };
        delivery = deliveryFixture({
          versions: [versionFixture(), { ...deliveryFixture().versions[1]!, rating, comment }],
        });
        return { body: { success: true, message: RECIPIENT_MESSAGES.feedbackSaved } };
      },
    });
    const form = screen.getByRole('form', { name: 'Feedback on version 2' });
    const stars = within(form).getByRole('group', { name: RECIPIENT_TEXTS.rate });

    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(form).getByLabelText(RECIPIENT_TEXTS.commentLabel), 'Clear and on time.');
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendFeedback }));

    expect(await screen.findByText(RECIPIENT_MESSAGES.feedbackSaved)).toBeInTheDocument();
    expect(server.calls('POST', API.recipients.feedback)[0]?.body).toEqual({
      delivery_id: 42,
      version: 2,
      rating: 4,
      comment: 'Clear and on time.',
    });
    expect(await within(form).findByRole('img', { name: 'Your rating: 4 out of 5' })).toBeVisible();
    expect(within(within(form).getByTestId('saved-feedback')).getByText('Clear and on time.')).toBeVisible();
  });

  it('asks for stars before sending feedback', async () => {
    const { user, server } = await openDelivery();
    const form = screen.getByRole('form', { name: 'Feedback on version 1' });
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendFeedback }));
    expect(await within(form).findByText(RECIPIENT_MESSAGES.ratingRule)).toBeVisible();
    expect(server.calls('POST', API.recipients.feedback)).toHaveLength(0);
  });

  it('shows a version’s earlier feedback', async () => {
    await openDelivery({
      [`GET ${API.recipients.delivery(42)}`]: deliveryReply(
        deliveryFixture({ versions: [versionFixture({ rating: 2, comment: 'Too late.' })] }),
      ),
    });
    const form = screen.getByRole('form', { name: 'Feedback on version 1' });
    expect(within(form).getByRole('img', { name: 'Your rating: 2 out of 5' })).toBeVisible();
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(within(form).getByLabelText(RECIPIENT_TEXTS.commentLabel)).toHaveValue('Too late.');
  });

  it('requests access for a colleague and shows the server’s answers', async () => {
    const answers = [
      { status: 400, body: { success: false, message: RECIPIENT_MESSAGES.alreadyShared } },
      { body: { success: true, message: RECIPIENT_MESSAGES.requestSent } },
    ];
    const { user, server } = await openDelivery({
      [`POST ${API.recipients.requestAccess}`]: () => answers.shift()!,
    });
    const form = screen.getByRole('form', { name: RECIPIENT_TEXTS.requestAccess });
    const email = within(form).getByLabelText(RECIPIENT_TEXTS.colleagueLabel);

    await user.type(email, 'Lee@Acme.com');
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendRequest }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(RECIPIENT_MESSAGES.alreadyShared);

    await user.clear(email);
    await user.type(email, 'kim@acme.com');
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendRequest }));
    expect(await screen.findByText(RECIPIENT_MESSAGES.requestSent)).toBeVisible();
    expect(email).toHaveValue('');
    expect(server.calls('POST', API.recipients.requestAccess).map((r) => r.body)).toEqual([
      { delivery_id: 42, email: 'lee@acme.com' },
      { delivery_id: 42, email: 'kim@acme.com' },
    ]);
  });

  it('lists the requests still waiting and withdraws one', async () => {
    const waiting = deliveryFixture({
      requests: [{ email: 'kim@acme.com', requested_at: '2026-11-20T10:00:00.000Z' }],
    });
    const reads = [deliveryReply(waiting), deliveryReply()];
    const { user, server } = await openDelivery({
      [`GET ${API.recipients.delivery(42)}`]: () => reads.shift() ?? deliveryReply(),
      [`POST ${API.recipients.withdrawRequest}`]: {
        body: { success: true, message: RECIPIENT_MESSAGES.requestWithdrawn },
      },
    });
    const list = screen.getByRole('list', { name: PORTAL_TEXTS.openRequests });
    expect(within(list).getByText('kim@acme.com')).toBeVisible();
    await user.click(
      within(list).getByRole('button', { name: PORTAL_TEXTS.withdrawRequest('kim@acme.com') }),
    );
    expect(await screen.findByText(RECIPIENT_MESSAGES.requestWithdrawn)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('list', { name: PORTAL_TEXTS.openRequests })).toBeNull());
    expect(server.calls('POST', API.recipients.withdrawRequest).map((r) => r.body)).toEqual([
      { delivery_id: 42, email: 'kim@acme.com' },
    ]);
  });

  it('a download refused because the share ended turns the page into the not-shared notice', async () => {
    const notShared = { status: 404, body: { success: false, message: RECIPIENT_MESSAGES.deliveryNotFound } };
    let ended = false;
    const { user } = await openDelivery({
      [`GET ${API.recipients.delivery(42)}`]: () => (ended ? notShared : deliveryReply()),
      [`POST ${API.recipients.download}`]: () => {
        ended = true;
        return notShared;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Download Deck.pptx as pdf (801 KB)' }));
    expect(await screen.findByRole('heading', { name: 'Delivery not available' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Version 2' })).toBeNull();
  });

  it('checks the colleague’s address before asking', async () => {
    const { user, server } = await openDelivery();
    const form = screen.getByRole('form', { name: RECIPIENT_TEXTS.requestAccess });
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendRequest }));
    expect(await within(form).findByText(RECIPIENT_MESSAGES.colleagueEmailRule)).toBeVisible();
    expect(server.calls('POST', API.recipients.requestAccess)).toHaveLength(0);
  });

  it('says a delivery that is not (or no longer) shared is not shared, with the way back', async () => {
    mockServer(
      portalRoutes({
        [`GET ${API.recipients.delivery(42)}`]: {
          status: 404,
          body: { success: false, message: RECIPIENT_MESSAGES.deliveryNotFound },
        },
      }),
    );
    recipientSignIn();
    const { user, pathname } = renderApp('/shared/deliveries/42');
    expect(await screen.findByText(RECIPIENT_MESSAGES.deliveryNotFound)).toBeVisible();
    await user.click(screen.getByRole('link', { name: RECIPIENT_TEXTS.title }));
    expect(await screen.findByRole('heading', { name: RECIPIENT_TEXTS.title, level: 1 })).toBeVisible();
    expect(pathname()).toBe('/shared');
  });

  it('a 401 ends the session and says so', async () => {
    mockServer(portalRoutes({ [`GET ${API.recipients.delivery(42)}`]: sessionEndedReply }));
    recipientSignIn();
    renderApp('/shared/deliveries/42');
    expect(await screen.findByText(RECIPIENT_MESSAGES.sessionEnded)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Access ended', level: 1 })).toHaveFocus();
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.signOut })).not.toBeInTheDocument();
    expect(readRecipientToken()).toBeNull();
  });

  it('sends a visitor without a session to the e-mailed link, asking nothing of the server', async () => {
    const server = mockServer(portalRoutes());
    renderApp('/shared/deliveries/42');
    expect(await screen.findByText(RECIPIENT_MESSAGES.sessionEnded)).toBeVisible();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
