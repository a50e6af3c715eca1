import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  API,
  ASSIGNMENT_TEXTS,
  DELIVERY_MESSAGES,
  DELIVERY_TEXTS,
  MESSAGES,
  SHARING_TEXTS,
} from '@ops/contracts';
import type { SharedLogEntry } from '@ops/contracts';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import { accessLogBody, accessLogFixture, sharedLogFixture } from '../test-kit/detail-fixtures';
import { renderDetail } from '../test-kit/render-detail';

const paths = API.assignments;
type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/** The shared log and access log of delivery 42 as a server keeps them: shares add rows, revokes drop them. */
function sharingServer(initial: string[] = ['asha@acme.com']) {
  let users = [...initial];
  const routes: Record<string, Handler> = {
    [`GET ${paths.sharingFile(42)}`]: () => ({
      body: {
        success: true,
        request_shared_log: [],
        shared_log: users.map((email): SharedLogEntry => sharedLogFixture({ shared_to_user_email: email })),
        data: [],
      },
    }),
    [`GET ${paths.accessLog(42)}`]: () => ({
      body: accessLogBody(
        users.map((email) =>
          accessLogFixture({ type: 'shared', access_log_string: `Dana shared the delivery with ${email}` }),
        ),
      ),
    }),
  };
  return {
    routes,
    add: (emails: string[]) => (users = [...users, ...emails]),
    drop: (email: string) => (users = users.filter((u) => u !== email)),
  };
}

const shareReply = (
  status: string,
  emails: Partial<Record<'within_org' | 'outside_org' | 'invalid', string[]>> = {},
  message = '',
): MockReply => ({
  body: {
    success: status !== 'failed',
    status,
    message,
    client: 'ACME',
    emails: { within_org: [], outside_org: [], invalid: [], ...emails },
  },
});

async function openShareDialog(routes: Record<string, Handler>) {
  const view = renderDetail({ routes });
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
  it('opens from the Users card and checks the addresses before sending anything', async () => {
    const { user, dialog, server } = await openShareDialog(sharingServer().routes);
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
    expect(server.calls('POST', paths.shareFile)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Share Assignment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const again = await screen.findByRole('dialog', { name: 'Share Assignment' });
    expect(chips(again).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('suggests addresses of the delivery after 700 ms without typing, from 2 characters', async () => {
    const { dialog, server, user } = await openShareDialog({
      ...sharingServer().routes,
      [`GET ${API.deliveries.suggestion}`]: {
        body: { success: true, message: '', data: [{ email: 'anna@acme.com', name: 'Anna' }] },
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    fireEvent.change(emailInput(dialog), { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(emailInput(dialog), { target: { value: 'an' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(server.calls('GET', API.deliveries.suggestion)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const [call] = server.calls('GET', API.deliveries.suggestion);
    expect(new URL(call!.url, 'http://localhost').search).toBe('?search=an&delivery_id=42');
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    await user.click(await within(dialog).findByRole('option', { name: /anna@acme.com/ }));
    expect(chips(dialog).getByText('anna@acme.com')).toBeInTheDocument();
  });

  it('sends the chosen last day of access as the end of that day', async () => {
    const state = sharingServer();
    const { user, dialog, server } = await openShareDialog({
      ...state.routes,
      [`POST ${paths.shareFile}`]: () =>
        shareReply('success', { within_org: ['ann@acme.com'] }, DELIVERY_MESSAGES.deliveryShared),
    });
    await user.type(emailInput(dialog), 'ann@acme.com{Enter}');
    await user.type(within(dialog).getByLabelText(SHARING_TEXTS.accessEnds), '2099-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(server.calls('POST', paths.shareFile)).toHaveLength(1));
    expect(server.calls('POST', paths.shareFile)[0]?.body).toMatchObject({
      expires_at: new Date('2099-03-31T23:59:59').toISOString(),
    });
  });

  it("shares: 'Shared!' for a second, the chips cleared, both logs reloaded, then the dialog closes", async () => {
    const state = sharingServer();
    const { user, dialog, server } = await openShareDialog({
      ...state.routes,
      [`POST ${paths.shareFile}`]: (request) => {
        state.add((request.body as { emails: string[] }).emails);
        return shareReply('success', { within_org: ['ann@acme.com'] }, DELIVERY_MESSAGES.deliveryShared);
      },
    });
    expect(userRows()).toEqual(['asha@acme.com']);
    await user.type(emailInput(dialog), 'ann@acme.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await within(dialog).findByRole('button', { name: DELIVERY_TEXTS.shared })).toBeDisabled();
    const sharedAt = Date.now();
    expect(chips(dialog).queryAllByRole('listitem')).toHaveLength(0);
    expect(server.calls('POST', paths.shareFile)[0]?.body).toEqual({
      delivery_id: 42,
      client_code: 'ACME',
      entity_code: 'ACME-E01',
      emails: ['ann@acme.com'],
      accept_warning: false,
    });
    await waitFor(() => expect(userRows()).toEqual(['asha@acme.com', 'ann@acme.com']));
    expect(screen.getByText('Dana shared the delivery with ann@acme.com')).toBeInTheDocument();
    expect(server.calls('GET', paths.accessLog(42))).toHaveLength(2);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share Assignment' })).not.toBeInTheDocument(),
    );
    // About a second, less the moments the checks above waited for 'Shared!' to show.
    expect(Date.now() - sharedAt).toBeGreaterThanOrEqual(800);
  });

  it('a warning swaps in the share warning; a wrong password shares nothing, the right one shares', async () => {
    const state = sharingServer();
    const { user, dialog, server } = await openShareDialog({
      ...state.routes,
      [`POST ${paths.shareFile}`]: (request) => {
        const body = request.body as { emails: string[]; accept_warning: boolean; password?: string };
        const emails = { within_org: ['ann@acme.com'], outside_org: ['x@gmail.com'] };
        if (!body.accept_warning) return shareReply('warning', emails, DELIVERY_MESSAGES.cannotShareOutside);
        state.add(body.emails);
        return shareReply('success', emails, DELIVERY_MESSAGES.deliveryShared);
      },
      [`POST ${API.auth.validatePassword}`]: (request) =>
        (request.body as { password: string }).password === 'right'
          ? { body: { success: true, message: MESSAGES.passwordValid } }
          : { status: 400, body: { success: false, message: 'Incorrect password.' } },
    });
    await user.type(emailInput(dialog), 'ann@acme.com{Enter}x@gmail.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    const warning = await screen.findByRole('dialog', { name: 'Share warning' });
    expect(screen.queryByRole('dialog', { name: 'Share Assignment' })).not.toBeInTheDocument();
    expect(warning).toHaveTextContent(DELIVERY_MESSAGES.cannotShareOutside);
    expect(
      within(within(warning).getByRole('list', { name: 'Within organisation' })).getByText('ann@acme.com'),
    ).toBeInTheDocument();
    expect(
      within(within(warning).getByRole('list', { name: 'Outside organisation' })).getByText('x@gmail.com'),
    ).toBeInTheDocument();

    await user.type(within(warning).getByLabelText('Password'), 'wrong');
    await user.click(within(warning).getByRole('button', { name: 'Accept and share' }));
    expect(await within(warning).findByText('Incorrect password.')).toBeInTheDocument();
    expect(server.calls('POST', paths.shareFile)).toHaveLength(1);
    expect(userRows()).toEqual(['asha@acme.com']);

    await user.clear(within(warning).getByLabelText('Password'));
    await user.type(within(warning).getByLabelText('Password'), 'right');
    await user.click(within(warning).getByRole('button', { name: 'Accept and share' }));
    const back = await screen.findByRole('dialog', { name: 'Share Assignment' });
    expect(within(back).getByRole('button', { name: DELIVERY_TEXTS.shared })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Share warning' })).not.toBeInTheDocument();
    expect(server.calls('POST', paths.shareFile)[1]?.body).toMatchObject({
      delivery_id: 42,
      emails: ['ann@acme.com', 'x@gmail.com'],
      accept_warning: true,
      password: 'right',
    });
    await waitFor(() => expect(userRows()).toEqual(['asha@acme.com', 'ann@acme.com', 'x@gmail.com']));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share Assignment' })).not.toBeInTheDocument(),
    );
  });

  it('cancelling the warning returns to the dialog with the addresses kept', async () => {
    const { user, dialog, server } = await openShareDialog({
      ...sharingServer().routes,
      [`POST ${paths.shareFile}`]: shareReply('warning', { outside_org: ['x@gmail.com'] }, 'Outside!'),
    });
    await user.type(emailInput(dialog), 'x@gmail.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    const warning = await screen.findByRole('dialog', { name: 'Share warning' });
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    const back = await screen.findByRole('dialog', { name: 'Share Assignment' });
    expect(chips(back).getByText('x@gmail.com')).toBeInTheDocument();
    expect(server.calls('POST', paths.shareFile)).toHaveLength(1);
    expect(server.calls('GET', paths.sharingFile(42))).toHaveLength(1);
  });

  it('a refusal shows its message and marks the addresses it names until they are removed', async () => {
    const state = sharingServer();
    const { user, dialog, server } = await openShareDialog({
      ...state.routes,
      [`POST ${paths.shareFile}`]: (request) => {
        const emails = (request.body as { emails: string[] }).emails;
        if (emails.includes('bad@nowhere.com')) {
          return shareReply(
            'failed',
            { invalid: ['bad@nowhere.com'] },
            'These addresses cannot be shared with.',
          );
        }
        state.add(emails);
        return shareReply('success', { within_org: emails }, DELIVERY_MESSAGES.deliveryShared);
      },
    });
    await user.type(emailInput(dialog), 'ann@acme.com{Enter}bad@nowhere.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(fieldError(dialog)).toHaveTextContent('These addresses cannot be shared with.');
    expect(chips(dialog).getByText('bad@nowhere.com').closest('li')).toHaveAttribute('aria-invalid', 'true');
    expect(chips(dialog).getByText('ann@acme.com').closest('li')).not.toHaveAttribute('aria-invalid');
    expect(userRows()).toEqual(['asha@acme.com']);

    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(fieldError(dialog)).toHaveTextContent(DELIVERY_MESSAGES.clearShareErrors);
    expect(server.calls('POST', paths.shareFile)).toHaveLength(1);

    await user.click(chips(dialog).getByRole('button', { name: 'Remove bad@nowhere.com' }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByRole('button', { name: DELIVERY_TEXTS.shared })).toBeInTheDocument();
    expect(server.calls('POST', paths.shareFile)[1]?.body).toMatchObject({ emails: ['ann@acme.com'] });
    await waitFor(() => expect(userRows()).toEqual(['asha@acme.com', 'ann@acme.com']));
  });

  it.each<[string, MockReply]>([
    ['an unknown status', shareReply('pending', {}, 'Queued.')],
    ['a server error', { status: 500, body: { success: false, message: 'Internal Server Error' } }],
  ])('%s asks to refresh and keeps the dialog as it was', async (_name, reply) => {
    const { user, dialog, server } = await openShareDialog({
      ...sharingServer().routes,
      [`POST ${paths.shareFile}`]: reply,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(emailInput(dialog), 'ann@acme.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.refreshAndRetry)).toBeInTheDocument();
    expect(chips(dialog).getByText('ann@acme.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.queryByText('Queued.')).not.toBeInTheDocument();
    expect(server.calls('GET', paths.sharingFile(42))).toHaveLength(1);
  });
});

/** A reply the test releases when it chooses, to see the page while the call is in flight. */
function held(reply: MockReply) {
  let release = () => {};
  const answer = new Promise<MockReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { handler: () => answer, release: () => release() };
}

async function openUsers(routes: Record<string, Handler>) {
  const view = renderDetail({ routes });
  await view.user.click(await screen.findByRole('tab', { name: ASSIGNMENT_TEXTS.shareTabTitle }));
  await screen.findAllByTestId('shared-user-row');
  return view;
}

describe('Revoke', () => {
  it('is disabled while it runs, then reloads both logs and shows the server message', async () => {
    const state = sharingServer(['asha@acme.com', 'ben@acme.com']);
    const reply = held({ body: { success: true, message: DELIVERY_MESSAGES.shareRevoked } });
    const { user, server } = await openUsers({
      ...state.routes,
      [`POST ${paths.revokeShare}`]: () => {
        state.drop('ben@acme.com');
        return reply.handler();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Revoke ben@acme.com' }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.revokeTitle });
    expect(dialog).toHaveTextContent(SHARING_TEXTS.revokeQuestion('ben@acme.com'));
    const revoke = within(dialog).getByRole('button', { name: SHARING_TEXTS.revoke });
    await user.click(revoke);
    await waitFor(() => expect(revoke).toBeDisabled());
    expect(server.calls('POST', paths.revokeShare)[0]?.body).toEqual({
      delivery_id: 42,
      email: 'ben@acme.com',
    });
    reply.release();
    expect(await screen.findByText(DELIVERY_MESSAGES.shareRevoked)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SHARING_TEXTS.revokeTitle })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(userRows()).toEqual(['asha@acme.com']));
    expect(screen.queryByText('Dana shared the delivery with ben@acme.com')).not.toBeInTheDocument();
    expect(server.calls('GET', paths.accessLog(42))).toHaveLength(2);
  });

  it('a failure only re-enables the button', async () => {
    const state = sharingServer(['asha@acme.com', 'ben@acme.com']);
    const reply = held({
      status: 404,
      body: { success: false, message: DELIVERY_MESSAGES.notSharedWith },
    });
    const { user, server } = await openUsers({
      ...state.routes,
      [`POST ${paths.revokeShare}`]: reply.handler,
    });
    await user.click(screen.getByRole('button', { name: 'Revoke ben@acme.com' }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.revokeTitle });
    const revoke = within(dialog).getByRole('button', { name: SHARING_TEXTS.revoke });
    await user.click(revoke);
    await waitFor(() => expect(revoke).toBeDisabled());
    reply.release();
    expect(await screen.findByText(DELIVERY_MESSAGES.notSharedWith)).toBeInTheDocument();
    await waitFor(() => expect(revoke).toBeEnabled());
    expect(userRows()).toEqual(['asha@acme.com', 'ben@acme.com']);
    expect(server.calls('GET', paths.sharingFile(42))).toHaveLength(1);
    expect(server.calls('GET', paths.accessLog(42))).toHaveLength(1);
  });
});
