import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, PORTAL_TEXTS, portalFormats, RECIPIENT_MESSAGES, RECIPIENT_TEXTS } from '@ops/contracts';
import { createTranslator } from '@ops/contracts/i18n';
import { ratingKey } from '@/demo/data/recipients';
import { readRecipientToken } from '@/shared/session/recipient-session';
import { calls, demoState, recordedRequests, server } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import {
  RECIPIENT_EMAIL,
  RECIPIENT_TOKEN,
  recipientSignIn,
} from '@/features/recipients/test-kit/recipient-fixtures';

// Delivery 1007 (batch B-ACME-001007), shared with the sample recipient by Olivia Admin: two versions, each
// with Investor Update.pdf in pdf and png; file ids are the version's thousand plus the file's place.
const ID = 1007;
const english = createTranslator('en', {});

/** Records the URLs the page hands to the browser as downloads (a temporary link's click). */
function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) saved.push(this.getAttribute('href') ?? '');
  });
  return saved;
}

/** The demo hands out downloads as blob: URLs of the page; these name them in order. */
function stubBlobUrls() {
  let n = 0;
  const createObjectURL = vi.fn(() => `blob:download-${++n}`);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
}

async function openDelivery() {
  recipientSignIn();
  const view = renderApp(`/shared/deliveries/${ID}`);
  await screen.findByRole('heading', { name: 'B-ACME-001007', level: 1 });
  return view;
}

const versionCard = (n: number) => screen.getByRole('region', { name: `Version ${n}` });
const shares = () => demoState().sharedLogs.get(ID)!;

describe('a shared delivery', () => {
  it('with a download limit, counts the downloads of each version and says when they are used', async () => {
    stubBlobUrls();
    captureDownloads();
    const share = shares().shared.find((r) => r.shared_to_user_email === RECIPIENT_EMAIL)!;
    share.download_limit = 1;
    const { user } = await openDelivery();
    expect(screen.getByText(PORTAL_TEXTS.downloadsAllowed).nextElementSibling).toHaveTextContent(
      english.t(portalFormats.perVersion, { limit: 1 }),
    );
    const latest = versionCard(2);
    expect(within(latest).getByTestId('version-downloads')).toHaveTextContent('0 of 1 download');
    await user.click(within(latest).getByRole('button', { name: RECIPIENT_TEXTS.downloadAll }));
    await waitFor(() =>
      expect(within(versionCard(2)).getByTestId('version-downloads')).toHaveTextContent('1 of 1 download'),
    );
    expect(within(versionCard(2)).getByRole('status')).toHaveTextContent(
      RECIPIENT_MESSAGES.downloadLimitReached,
    );
    expect(within(versionCard(2)).getByRole('button', { name: RECIPIENT_TEXTS.downloadAll })).toBeDisabled();
    // The other version has its own count.
    expect(within(versionCard(1)).getByTestId('version-downloads')).toHaveTextContent('0 of 1 download');
    expect(within(versionCard(1)).getByRole('button', { name: RECIPIENT_TEXTS.downloadAll })).toBeEnabled();
  });

  it("reads a note without the internal '@file' mentions it starts with", async () => {
    const delivery = demoState().deliveries.find((d) => d.id === ID)!;
    delivery.target_versions[1]!.delivery_notes = [
      { files: ['Investor Update.pdf'], notes: '@Investor Update.pdf Please check the figures.' },
    ];
    await openDelivery();
    const latest = versionCard(2);
    expect(within(latest).getByText('Please check the figures.')).toBeVisible();
    expect(within(latest).queryByText(/@Investor/)).not.toBeInTheDocument();
  });

  it('shows its versions newest first, with notes, files and their sizes', async () => {
    await openDelivery();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Version 2',
      'Version 1',
      RECIPIENT_TEXTS.requestAccess,
    ]);
    const latest = versionCard(2);
    expect(within(latest).getByText('Latest')).toBeVisible();
    expect(within(latest).getByText('Version 2: final files.')).toBeVisible();
    // The note's files by name; '@file' mentions are staff's (decision 0033).
    expect(within(latest).getByText('Files: Investor Update.pdf')).toBeVisible();
    expect(within(latest).queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.getByTestId('portal-assignment-name')).toHaveTextContent('Investor Update 2026');
    expect(
      within(latest).getByRole('button', { name: 'Download Investor Update.pdf as pdf (5.4 MB)' }),
    ).toBeVisible();
    expect(
      within(latest).getByRole('button', { name: 'Download Investor Update.pdf as png (5.4 MB)' }),
    ).toBeVisible();
    expect(within(versionCard(1)).queryByText('Latest')).not.toBeInTheDocument();
    expect(within(versionCard(1)).getByText('Version 1: final files.')).toBeVisible();
    expect(
      within(versionCard(1)).getByRole('button', { name: 'Download Investor Update.pdf as pdf (5.4 MB)' }),
    ).toBeVisible();
    expect(screen.getByText('Olivia Admin')).toBeVisible();
  });

  it('downloads one format of a file, then the version’s zip', async () => {
    stubBlobUrls();
    const saved = captureDownloads();
    const { user } = await openDelivery();

    await user.click(
      within(versionCard(2)).getByRole('button', { name: /Download Investor Update.pdf as png/ }),
    );
    await waitFor(() => expect(saved).toEqual(['blob:download-1']));
    const [call] = calls('POST', API.recipients.download);
    expect(call?.body).toEqual({ delivery_id: ID, version: 2, file_id: 2001, format: 'png' });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${RECIPIENT_TOKEN}`);
    expect(call?.headers.get('X-CSRFToken')).toBe('demo-csrf-token');

    await user.click(within(versionCard(2)).getByRole('button', { name: RECIPIENT_TEXTS.downloadAll }));
    await waitFor(() => expect(saved).toEqual(['blob:download-1', 'blob:download-2']));
    expect(calls('POST', API.recipients.download)[1]?.body).toEqual({ delivery_id: ID, version: 2 });
    // Each download is logged under the recipient's address, with its version.
    expect(
      demoState()
        .accessLogs.get(ID)!
        .slice(-2)
        .map((e) => e.access_log_string),
    ).toEqual([
      `${RECIPIENT_EMAIL} downloaded Investor Update.png (version 2)`,
      `${RECIPIENT_EMAIL} downloaded B-ACME-001007-v2.zip (version 2)`,
    ]);
  });

  it('tells a download refused by the server', async () => {
    const saved = captureDownloads();
    // A refusal of this kind (400, with the server's reason) is not one the demo gives.
    server.use(
      http.post(API.recipients.download, () =>
        HttpResponse.json({ success: false, message: 'That format is not available.' }, { status: 400 }),
      ),
    );
    const { user } = await openDelivery();
    await user.click(
      within(versionCard(1)).getByRole('button', { name: /Download Investor Update.pdf as pdf/ }),
    );
    // A toast (it fades in, so present rather than visible yet).
    expect(await screen.findByText('That format is not available.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('sends a rating with a comment and shows it as saved', async () => {
    const { user } = await openDelivery();
    const form = screen.getByRole('form', { name: 'Feedback on version 2' });
    const stars = within(form).getByRole('group', { name: RECIPIENT_TEXTS.rate });

    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(form).getByLabelText(RECIPIENT_TEXTS.commentLabel), 'Clear and on time.');
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendFeedback }));

    expect(await screen.findByText(RECIPIENT_MESSAGES.feedbackSaved)).toBeInTheDocument();
    expect(calls('POST', API.recipients.feedback)[0]?.body).toEqual({
      delivery_id: ID,
      version: 2,
      rating: 4,
      comment: 'Clear and on time.',
    });
    expect(await within(form).findByRole('img', { name: 'Your rating: 4 out of 5' })).toBeVisible();
    expect(within(within(form).getByTestId('saved-feedback')).getByText('Clear and on time.')).toBeVisible();
  });

  it('asks for stars before sending feedback', async () => {
    const { user } = await openDelivery();
    const form = screen.getByRole('form', { name: 'Feedback on version 1' });
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendFeedback }));
    expect(await within(form).findByText(RECIPIENT_MESSAGES.ratingRule)).toBeVisible();
    expect(calls('POST', API.recipients.feedback)).toHaveLength(0);
  });

  it('shows a version’s earlier feedback', async () => {
    const delivery = demoState().deliveries.find((d) => d.id === ID)!;
    demoState().recipientRatings.set(ratingKey(RECIPIENT_EMAIL, delivery, 1), {
      rating: 2,
      comment: 'Too late.',
    });
    await openDelivery();
    const form = screen.getByRole('form', { name: 'Feedback on version 1' });
    expect(within(form).getByRole('img', { name: 'Your rating: 2 out of 5' })).toBeVisible();
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(within(form).getByLabelText(RECIPIENT_TEXTS.commentLabel)).toHaveValue('Too late.');
  });

  it('requests access for a colleague and shows the server’s answers', async () => {
    const { user } = await openDelivery();
    const form = screen.getByRole('form', { name: RECIPIENT_TEXTS.requestAccess });
    const email = within(form).getByLabelText(RECIPIENT_TEXTS.colleagueLabel);

    // Finance at Acme has the delivery already.
    await user.type(email, 'Finance@Acme.example.com');
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendRequest }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(RECIPIENT_MESSAGES.alreadyShared);

    await user.clear(email);
    await user.type(email, 'kim@acme.example.com');
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendRequest }));
    expect(await screen.findByText(RECIPIENT_MESSAGES.requestSent)).toBeVisible();
    expect(email).toHaveValue('');
    expect(calls('POST', API.recipients.requestAccess).map((r) => r.body)).toEqual([
      { delivery_id: ID, email: 'finance@acme.example.com' },
      { delivery_id: ID, email: 'kim@acme.example.com' },
    ]);
    expect(shares().requests.map((r) => r.shared_to_user_email)).toContain('kim@acme.example.com');
  });

  it('lists the requests still waiting and withdraws one', async () => {
    // The sample recipient asked for Legal at Acme.
    const { user } = await openDelivery();
    const list = screen.getByRole('list', { name: PORTAL_TEXTS.openRequests });
    expect(within(list).getByText('legal@acme.example.com')).toBeVisible();
    await user.click(
      within(list).getByRole('button', {
        name: english.t(portalFormats.withdrawRequest, { email: 'legal@acme.example.com' }),
      }),
    );
    expect(await screen.findByText(RECIPIENT_MESSAGES.requestWithdrawn)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('list', { name: PORTAL_TEXTS.openRequests })).toBeNull());
    expect(calls('POST', API.recipients.withdrawRequest).map((r) => r.body)).toEqual([
      { delivery_id: ID, email: 'legal@acme.example.com' },
    ]);
    expect(shares().requests).toEqual([]);
  });

  it('a download refused because the share ended turns the page into the not-shared notice', async () => {
    const { user } = await openDelivery();
    // The share is revoked while the page is open.
    shares().shared = shares().shared.filter((s) => s.shared_to_user_email !== RECIPIENT_EMAIL);
    await user.click(
      within(versionCard(2)).getByRole('button', { name: /Download Investor Update.pdf as pdf/ }),
    );
    expect(await screen.findByRole('heading', { name: 'Delivery not available' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Version 2' })).toBeNull();
  });

  it('checks the colleague’s address before asking', async () => {
    const { user } = await openDelivery();
    const form = screen.getByRole('form', { name: RECIPIENT_TEXTS.requestAccess });
    await user.click(within(form).getByRole('button', { name: RECIPIENT_TEXTS.sendRequest }));
    expect(await within(form).findByText(RECIPIENT_MESSAGES.colleagueEmailRule)).toBeVisible();
    expect(calls('POST', API.recipients.requestAccess)).toHaveLength(0);
  });

  it('says a delivery that is not (or no longer) shared is not shared, with the way back', async () => {
    recipientSignIn();
    // 1002 is Globex's: not shared with the sample recipient.
    const { user, pathname } = renderApp('/shared/deliveries/1002');
    expect(await screen.findByText(RECIPIENT_MESSAGES.deliveryNotFound)).toBeVisible();
    await user.click(screen.getByRole('link', { name: RECIPIENT_TEXTS.title }));
    expect(await screen.findByRole('heading', { name: RECIPIENT_TEXTS.title, level: 1 })).toBeVisible();
    expect(pathname()).toBe('/shared');
  });

  it('a 401 ends the session and says so', async () => {
    // A session token the server no longer knows.
    recipientSignIn(RECIPIENT_EMAIL, 'recipient-session-that-ended');
    renderApp(`/shared/deliveries/${ID}`);
    expect(await screen.findByText(RECIPIENT_MESSAGES.sessionEnded)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Access ended', level: 1 })).toHaveFocus();
    expect(screen.queryByRole('button', { name: RECIPIENT_TEXTS.signOut })).not.toBeInTheDocument();
    expect(readRecipientToken()).toBeNull();
  });

  it('sends a visitor without a session to the e-mailed link, asking nothing of the server', async () => {
    renderApp(`/shared/deliveries/${ID}`);
    expect(await screen.findByText(RECIPIENT_MESSAGES.sessionEnded)).toBeVisible();
    expect(recordedRequests()).toHaveLength(0);
  });
});
