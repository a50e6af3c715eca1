import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  API,
  ASSIGNMENT_TEXTS,
  DELIVERY_MESSAGES,
  DELIVERY_TEXTS,
  MESSAGES,
  SHARING_TEXTS,
  SHARE_POLICY_TEXTS,
} from '@ops/contracts';
import { http, HttpResponse } from 'msw';
import { DEMO_PASSWORD } from '@/demo/data/accounts';
import { calls, demoState, server } from '@/test/demo-server';
import { setSharePolicy } from '@/demo/data/share-policies';
import { inputDate } from '@/shared/dates/date-format';
import { LIVE_ID, renderDetail } from '../test-kit/render-detail';

const paths = API.assignments;

/** The demo's 1010 is shared with its requester and finance@; ACME's domain is acme.example.com. */
const KAVYA = 'kavya.iyer@acme.example.com';
const FINANCE = 'finance@acme.example.com';
const ANN = 'ann@acme.example.com';
const OUTSIDE = 'x@gmail.com';

/** A share answer the demo never gives (its checks and the page's leave no invalid address to refuse). */
const shareAnswers = (answer: () => Response) => server.use(http.post(paths.shareFile, answer));

async function openShareDialog() {
  const view = renderDetail();
  await view.user.click(await screen.findByRole('tab', { name: ASSIGNMENT_TEXTS.shareTabTitle }));
  await screen.findAllByTestId('shared-user-row');
  await view.user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share Assignment' });
  return { ...view, dialog };
}

const emailInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Email Address');
const chips = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Shared e-mails' }));
const fieldError = (dialog: HTMLElement) => within(dialog).getByTestId('share-emails-error');
const userRows = () =>
  screen.getAllByTestId('shared-user-row').map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('Share Assignment', () => {
  // Some 150 keystrokes: longer than the default 15 s on a loaded machine.
  it('opens from the Users card and checks the addresses before sending anything', async () => {
    const { user, dialog } = await openShareDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(fieldError(dialog)).toHaveTextContent(DELIVERY_MESSAGES.enterEmailBang);
    await user.type(emailInput(dialog), 'ann{Enter}');
    expect(fieldError(dialog)).toHaveTextContent(DELIVERY_MESSAGES.enterEmail);
    await user.clear(emailInput(dialog));
    await user.type(emailInput(dialog), 'Ann@Acme.COM{Enter}');
    expect(chips(dialog).getByText('ann@acme.com')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('share-emails-error')).not.toBeInTheDocument();
    await user.type(emailInput(dialog), 'ann@acme.com{Enter}');
    expect(fieldError(dialog)).toHaveTextContent(DELIVERY_MESSAGES.emailAlreadyAdded);
    await user.clear(emailInput(dialog));
    for (let i = 1; i < 10; i++) await user.type(emailInput(dialog), `u${i}@acme.com{Enter}`);
    expect(chips(dialog).getAllByRole('listitem')).toHaveLength(10);
    await user.type(emailInput(dialog), 'eleven@acme.com{Enter}');
    expect(fieldError(dialog)).toHaveTextContent(DELIVERY_MESSAGES.onlyTen);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(fieldError(dialog)).toHaveTextContent(DELIVERY_MESSAGES.moreThanTen);
    expect(calls('POST', paths.shareFile)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Share Assignment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const again = await screen.findByRole('dialog', { name: 'Share Assignment' });
    expect(chips(again).queryAllByRole('listitem')).toHaveLength(0);
  }, 30_000);

  it('suggests the client’s users, then addresses its deliveries went to, after 700 ms idle, from 2 characters', async () => {
    // As the server: ACME's users first ('an' finds Daniel Brooks by name), then addresses its deliveries
    // were shared with (finance@).
    const { dialog, user } = await openShareDialog();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    fireEvent.change(emailInput(dialog), { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(emailInput(dialog), { target: { value: 'an' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls('GET', API.deliveries.suggestion)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const [call] = calls('GET', API.deliveries.suggestion);
    expect(new URL(call!.url).search).toBe(`?search=an&delivery_id=${LIVE_ID}`);
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('daniel.brooks@acme.example.com'),
      expect.stringContaining(FINANCE),
    ]);
    await user.click(within(dialog).getByRole('option', { name: new RegExp(FINANCE) }));
    expect(chips(dialog).getByText(FINANCE)).toBeInTheDocument();
  });

  it('sends a download limit from 1 to 1,000; the Users card then reads the end and the count', async () => {
    const { user, dialog } = await openShareDialog();
    await user.type(emailInput(dialog), `${ANN}{Enter}`);
    const limit = within(dialog).getByLabelText(SHARING_TEXTS.downloadLimit);
    await user.type(limit, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText(DELIVERY_MESSAGES.downloadLimitRule)).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', paths.shareFile)).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '3');
    await user.type(within(dialog).getByLabelText(SHARING_TEXTS.accessEnds), '2099-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(calls('POST', paths.shareFile)).toHaveLength(1));
    expect(calls('POST', paths.shareFile)[0]?.body).toMatchObject({ download_limit: 3 });
    const row = await waitFor(() => {
      const found = screen.getAllByTestId('shared-user-row').find((r) => r.textContent?.includes(ANN));
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(row).getByTestId('share-terms')).toHaveTextContent(
      /^Expires 31 Mar 2099 · 0 of 3 downloads$/,
    );
  });

  it("fills the client's default end, bounds the date by its longest share and says so", async () => {
    const acme = demoState().clients.find((c) => c.client_code === 'ACME')!;
    setSharePolicy(demoState(), acme.client_id as number, {
      default_days: 7,
      max_days: 30,
      outside_allowed: false,
    });
    const { dialog } = await openShareDialog();
    const ends = within(dialog).getByLabelText(SHARING_TEXTS.accessEnds);
    expect(ends).toHaveValue(inputDate(new Date(Date.now() + 7 * 86_400_000)));
    expect(ends).toHaveAttribute('max', inputDate(new Date(Date.now() + 30 * 86_400_000)));
    expect(within(dialog).getByText(SHARE_POLICY_TEXTS.limitHint(30))).toBeInTheDocument();
    expect(within(dialog).getByText(SHARE_POLICY_TEXTS.outsideHint)).toBeInTheDocument();
  });

  it('sends the chosen last day of access as the end of that day', async () => {
    const { user, dialog } = await openShareDialog();
    await user.type(emailInput(dialog), `${ANN}{Enter}`);
    await user.type(within(dialog).getByLabelText(SHARING_TEXTS.accessEnds), '2099-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(calls('POST', paths.shareFile)).toHaveLength(1));
    expect(calls('POST', paths.shareFile)[0]?.body).toMatchObject({
      expires_at: new Date('2099-03-31T23:59:59').toISOString(),
    });
    expect(await within(dialog).findByRole('button', { name: DELIVERY_TEXTS.shared })).toBeInTheDocument();
  });

  it("shares: 'Shared!' for a second, the chips cleared, both logs reloaded, then the dialog closes", async () => {
    const { user, dialog } = await openShareDialog();
    expect(userRows()).toEqual([KAVYA, FINANCE]);
    await user.type(emailInput(dialog), `${ANN}{Enter}`);
    // 'Shared!' shows after the click, for a second: the dialog closes a second after the click at the
    // earliest, however late a busy machine lets the checks below see each step.
    const clickedAt = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await within(dialog).findByRole('button', { name: DELIVERY_TEXTS.shared })).toBeDisabled();
    expect(chips(dialog).queryAllByRole('listitem')).toHaveLength(0);
    expect(calls('POST', paths.shareFile)[0]?.body).toEqual({
      delivery_id: LIVE_ID,
      client_code: 'ACME',
      entity_code: 'ACME-UK',
      emails: [ANN],
      accept_warning: false,
    });
    await waitFor(() => expect(userRows()).toEqual([KAVYA, FINANCE, ANN]));
    expect(await screen.findByText(`Olivia Admin shared the delivery with ${ANN}`)).toBeInTheDocument();
    expect(calls('GET', paths.accessLog(LIVE_ID))).toHaveLength(2);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share Assignment' })).not.toBeInTheDocument(),
    );
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(990);
  });

  it('a warning swaps in the share warning; a wrong password shares nothing, the right one shares', async () => {
    const { user, dialog } = await openShareDialog();
    await user.type(emailInput(dialog), `${ANN}{Enter}${OUTSIDE}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    const warning = await screen.findByRole('dialog', { name: 'Share warning' });
    expect(screen.queryByRole('dialog', { name: 'Share Assignment' })).not.toBeInTheDocument();
    expect(warning).toHaveTextContent(DELIVERY_MESSAGES.cannotShareOutside);
    expect(
      within(within(warning).getByRole('list', { name: 'Within organisation' })).getByText(ANN),
    ).toBeInTheDocument();
    expect(
      within(within(warning).getByRole('list', { name: 'Outside organisation' })).getByText(OUTSIDE),
    ).toBeInTheDocument();

    await user.type(within(warning).getByLabelText('Password'), 'wrong');
    await user.click(within(warning).getByRole('button', { name: 'Accept and share' }));
    expect(await within(warning).findByText(MESSAGES.incorrectPassword)).toBeInTheDocument();
    expect(calls('POST', paths.shareFile)).toHaveLength(1);
    expect(userRows()).toEqual([KAVYA, FINANCE]);
    expect(demoState().sharedLogs.get(LIVE_ID)!.shared).toHaveLength(2);

    await user.clear(within(warning).getByLabelText('Password'));
    await user.type(within(warning).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(within(warning).getByRole('button', { name: 'Accept and share' }));
    const back = await screen.findByRole('dialog', { name: 'Share Assignment' });
    expect(within(back).getByRole('button', { name: DELIVERY_TEXTS.shared })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Share warning' })).not.toBeInTheDocument();
    expect(calls('POST', paths.shareFile).at(-1)?.body).toMatchObject({
      delivery_id: LIVE_ID,
      emails: [ANN, OUTSIDE],
      accept_warning: true,
      password: DEMO_PASSWORD,
    });
    await waitFor(() => expect(userRows()).toEqual([KAVYA, FINANCE, ANN, OUTSIDE]));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share Assignment' })).not.toBeInTheDocument(),
    );
  });

  it('cancelling the warning returns to the dialog with the addresses kept', async () => {
    const { user, dialog } = await openShareDialog();
    await user.type(emailInput(dialog), `${OUTSIDE}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    const warning = await screen.findByRole('dialog', { name: 'Share warning' });
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    const back = await screen.findByRole('dialog', { name: 'Share Assignment' });
    expect(chips(back).getByText(OUTSIDE)).toBeInTheDocument();
    expect(calls('POST', paths.shareFile)).toHaveLength(1);
    expect(calls('GET', paths.sharingFile(LIVE_ID))).toHaveLength(1);
  });

  it('a refusal shows its message and marks the addresses it names until they are removed', async () => {
    // The demo finds no address invalid that the page lets through: the refusal is put in front of it.
    server.use(
      http.post(paths.shareFile, async ({ request }) => {
        const { emails } = (await request.clone().json()) as { emails: string[] };
        if (!emails.includes('bad@nowhere.com')) return;
        return HttpResponse.json({
          success: false,
          status: 'failed',
          message: 'These addresses cannot be shared with.',
          client: 'ACME',
          emails: { within_org: [ANN], outside_org: [], invalid: ['bad@nowhere.com'] },
        });
      }),
    );
    const { user, dialog } = await openShareDialog();
    await user.type(emailInput(dialog), `${ANN}{Enter}bad@nowhere.com{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('These addresses cannot be shared with.')).toBeInTheDocument();
    expect(fieldError(dialog)).toHaveTextContent('These addresses cannot be shared with.');
    expect(chips(dialog).getByText('bad@nowhere.com').closest('li')).toHaveAttribute('aria-invalid', 'true');
    expect(chips(dialog).getByText(ANN).closest('li')).not.toHaveAttribute('aria-invalid');
    expect(userRows()).toEqual([KAVYA, FINANCE]);

    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(fieldError(dialog)).toHaveTextContent(DELIVERY_MESSAGES.clearShareErrors);
    expect(calls('POST', paths.shareFile)).toHaveLength(1);

    await user.click(chips(dialog).getByRole('button', { name: 'Remove bad@nowhere.com' }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByRole('button', { name: DELIVERY_TEXTS.shared })).toBeInTheDocument();
    expect(calls('POST', paths.shareFile).map((call) => call.body)).toMatchObject([
      { emails: [ANN, 'bad@nowhere.com'] },
      { emails: [ANN] },
    ]);
    await waitFor(() => expect(userRows()).toEqual([KAVYA, FINANCE, ANN]));
  });

  it.each<[string, () => Response]>([
    [
      'an unknown status',
      () =>
        HttpResponse.json({
          success: true,
          status: 'pending',
          message: 'Queued.',
          client: 'ACME',
          emails: { within_org: [], outside_org: [], invalid: [] },
        }),
    ],
    [
      'a server error',
      () => HttpResponse.json({ success: false, message: 'Internal Server Error' }, { status: 500 }),
    ],
  ])('%s asks to refresh and keeps the dialog as it was', async (_name, answer) => {
    shareAnswers(answer);
    const { user, dialog } = await openShareDialog();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(emailInput(dialog), `${ANN}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.refreshAndRetry)).toBeInTheDocument();
    expect(chips(dialog).getByText(ANN)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.queryByText('Queued.')).not.toBeInTheDocument();
    expect(calls('GET', paths.sharingFile(LIVE_ID))).toHaveLength(1);
  });
});

/** The call is held back until the test lets it go; the demo then answers it. */
function holdRevoke() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.post(paths.revokeShare, () => held));
  return { release: () => release() };
}

async function openUsers() {
  const view = renderDetail();
  await view.user.click(await screen.findByRole('tab', { name: ASSIGNMENT_TEXTS.shareTabTitle }));
  await screen.findAllByTestId('shared-user-row');
  return view;
}

describe('Revoke', () => {
  it('is disabled while it runs, then reloads both logs and shows the server message', async () => {
    const hold = holdRevoke();
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: `Revoke ${FINANCE}` }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.revokeTitle });
    expect(dialog).toHaveTextContent(SHARING_TEXTS.revokeQuestion(FINANCE));
    const revoke = within(dialog).getByRole('button', { name: SHARING_TEXTS.revoke });
    await user.click(revoke);
    await waitFor(() => expect(revoke).toBeDisabled());
    hold.release();
    expect(await screen.findByText(DELIVERY_MESSAGES.shareRevoked)).toBeInTheDocument();
    expect(calls('POST', paths.revokeShare)[0]?.body).toEqual({ delivery_id: LIVE_ID, email: FINANCE });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SHARING_TEXTS.revokeTitle })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(userRows()).toEqual([KAVYA]));
    expect(await screen.findByText(`Olivia Admin revoked ${FINANCE}'s access`)).toBeInTheDocument();
    expect(calls('GET', paths.accessLog(LIVE_ID))).toHaveLength(2);
  });

  it('a failure only re-enables the button', async () => {
    const hold = holdRevoke();
    const { user } = await openUsers();
    // finance@'s share ends elsewhere after the page loaded: the demo refuses to revoke it again.
    const log = demoState().sharedLogs.get(LIVE_ID)!;
    log.shared = log.shared.filter((s) => s.shared_to_user_email !== FINANCE);
    await user.click(screen.getByRole('button', { name: `Revoke ${FINANCE}` }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.revokeTitle });
    const revoke = within(dialog).getByRole('button', { name: SHARING_TEXTS.revoke });
    await user.click(revoke);
    await waitFor(() => expect(revoke).toBeDisabled());
    hold.release();
    expect(await screen.findByText(DELIVERY_MESSAGES.notSharedWith)).toBeInTheDocument();
    await waitFor(() => expect(revoke).toBeEnabled());
    expect(userRows()).toEqual([KAVYA, FINANCE]);
    expect(calls('POST', paths.revokeShare)).toHaveLength(1);
    expect(calls('GET', paths.sharingFile(LIVE_ID))).toHaveLength(1);
    expect(calls('GET', paths.accessLog(LIVE_ID))).toHaveLength(1);
  });
});
