import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import type { RecordedRequest } from '@/test/mock-server';
import { deliverAnswer, openConfirm } from '@/features/delivery-creation/test-kit/fixtures';
import { resetFakeEngine, settleUploads } from '@/features/delivery-creation/test-kit/upload-mock';

vi.mock(
  '@/features/delivery-creation/upload',
  () => import('@/features/delivery-creation/test-kit/upload-mock'),
);

beforeEach(resetFakeEngine);

const emailInput = () => screen.getByLabelText('Email Address');
const chips = () => within(screen.getByRole('list', { name: 'Shared e-mails' }));
const shareReply = (
  status: string,
  emails: Partial<Record<'within_org' | 'outside_org' | 'invalid', string[]>>,
  message = '',
) => ({
  body: {
    success: status !== 'failed',
    status,
    message,
    client: 'ACME',
    emails: { within_org: [], outside_org: [], invalid: [], ...emails },
  },
});
const deliverFields = (request: RecordedRequest | undefined) => {
  const body = request?.body as FormData;
  return { emails: body.getAll('share_emails'), password: body.get('password') };
};

describe('Share with Client', () => {
  it('adds lower-cased addresses and refuses empty, invalid, duplicate and eleventh ones', async () => {
    const { user } = await openConfirm('/addnew');
    expect(screen.getByRole('heading', { name: 'Share with Client' })).toBeInTheDocument();
    await user.type(emailInput(), '{Enter}');
    expect(screen.getByTestId('share-emails-error')).toHaveTextContent(DELIVERY_MESSAGES.enterEmail);
    await user.type(emailInput(), 'ann{Enter}');
    expect(screen.getByTestId('share-emails-error')).toHaveTextContent(DELIVERY_MESSAGES.enterEmail);
    await user.clear(emailInput());
    await user.type(emailInput(), 'Ann@Client.COM{Enter}');
    expect(chips().getByText('ann@client.com')).toBeInTheDocument();
    await user.type(emailInput(), 'ann@client.com{Enter}');
    expect(screen.getByTestId('share-emails-error')).toHaveTextContent(DELIVERY_MESSAGES.emailAlreadyAdded);
    await user.clear(emailInput());
    for (let i = 1; i < 10; i++) await user.type(emailInput(), `u${i}@client.com{Enter}`);
    expect(chips().getAllByRole('listitem')).toHaveLength(10);
    await user.type(emailInput(), 'eleven@client.com{Enter}');
    expect(screen.getByTestId('share-emails-error')).toHaveTextContent(DELIVERY_MESSAGES.onlyTen);
    act(() => settleUploads('success'));
    // Still typed at submit, the eleventh address is 'More than 10'; a bad address is an error to clear.
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.moreThanTen)).toBeInTheDocument();
    await user.click(chips().getByRole('button', { name: /u9@client\.com/ }));
    await user.clear(emailInput());
    await user.type(emailInput(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.clearShareErrors)).toBeInTheDocument();
  });

  it('asks for suggestions after 700 ms without typing, from 2 characters', async () => {
    const { server, user } = await openConfirm('/addnew', {
      [`GET ${API.deliveries.suggestion}`]: {
        body: { success: true, message: '', data: [{ email: 'anna@client.com', name: 'Anna' }] },
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    fireEvent.change(emailInput(), { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(emailInput(), { target: { value: 'an' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(server.calls('GET', API.deliveries.suggestion)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const [call] = server.calls('GET', API.deliveries.suggestion);
    expect(new URL(call!.url, 'http://localhost').search).toBe(
      '?search=an&entity_code=EN-1&client_code=ACME',
    );
    // Lets the answer render before the real timers return.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    await user.click(await screen.findByRole('option', { name: /anna@client.com/ }));
    expect(chips().getByText('anna@client.com')).toBeInTheDocument();
  });

  it('a warning opens the dialog: lists, password check, then delivers with the password', async () => {
    const { user, server } = await openConfirm('/addnew', {
      [`POST ${API.deliveries.shareEmail}`]: (request) =>
        (request.body as { accept_warning: boolean }).accept_warning
          ? shareReply('success', { within_org: ['ann@client.com'], outside_org: ['x@gmail.com'] })
          : shareReply(
              'warning',
              { within_org: ['ann@client.com'], outside_org: ['x@gmail.com'] },
              'Outside!',
            ),
      [`POST ${API.auth.validatePassword}`]: (request) =>
        (request.body as { password: string }).password === 'right'
          ? { body: { success: true, message: MESSAGES.passwordValid } }
          : { status: 400, body: { success: false, message: 'Incorrect password.' } },
      [`POST ${API.deliveries.uploadNewDelivery}`]: deliverAnswer(),
    });
    await user.type(emailInput(), 'ann@client.com{Enter}x@gmail.com{Enter}');
    act(() => settleUploads('success'));
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share warning' });
    expect(server.calls('POST', API.deliveries.shareEmail)[0]?.body).toEqual({
      client_code: 'ACME',
      entity_code: 'EN-1',
      emails: ['ann@client.com', 'x@gmail.com'],
      accept_warning: false,
    });
    expect(
      within(within(dialog).getByRole('list', { name: 'Within organisation' })).getByText('ann@client.com'),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Outside organisation' })).getByText('x@gmail.com'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    expect(within(dialog).getByText(MESSAGES.emptyPassword)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    expect(await within(dialog).findByText('Incorrect password.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    await waitFor(() => expect(server.calls('POST', API.deliveries.uploadNewDelivery)).toHaveLength(1));
    expect(server.calls('POST', API.deliveries.shareEmail)[1]?.body).toMatchObject({
      accept_warning: true,
      password: 'right',
    });
    expect(deliverFields(server.calls('POST', API.deliveries.uploadNewDelivery)[0])).toEqual({
      emails: ['ann@client.com', 'x@gmail.com'],
      password: 'right',
    });
  });

  it('the warning dialog needs at least one address, and its backdrop closes it without delivering', async () => {
    const { user, server } = await openConfirm('/addnew', {
      [`POST ${API.deliveries.shareEmail}`]: shareReply('warning', { outside_org: ['x@gmail.com'] }),
    });
    await user.type(emailInput(), 'x@gmail.com{Enter}');
    act(() => settleUploads('success'));
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share warning' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove x@gmail.com' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    expect(within(dialog).getByText(DELIVERY_MESSAGES.noEmailsForSharing)).toBeInTheDocument();
    await user.click(screen.getByTestId('share-warning-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Share warning' })).not.toBeInTheDocument();
    expect(server.calls('POST', API.deliveries.uploadNewDelivery)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeEnabled();
  });

  it('a refusal shows its message, marks the listed addresses and blocks delivery until cleared', async () => {
    const { user, server } = await openConfirm('/addnew', {
      [`POST ${API.deliveries.shareEmail}`]: (request) =>
        (request.body as { emails: string[] }).emails.includes('bad@nowhere.com')
          ? shareReply('failed', { invalid: ['bad@nowhere.com'] }, 'Not allowed.')
          : shareReply('success', { within_org: ['ann@client.com'] }),
      [`POST ${API.deliveries.uploadNewDelivery}`]: deliverAnswer(),
    });
    await user.type(emailInput(), 'ann@client.com{Enter}bad@nowhere.com{Enter}');
    act(() => settleUploads('success'));
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText('Not allowed.')).toBeInTheDocument();
    expect(chips().getByText('bad@nowhere.com').closest('li')).toHaveAttribute('aria-invalid', 'true');
    expect(chips().getByText('ann@client.com').closest('li')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.clearShareErrors)).toBeInTheDocument();
    expect(server.calls('POST', API.deliveries.shareEmail)).toHaveLength(1);
    await user.click(chips().getByRole('button', { name: 'Remove bad@nowhere.com' }));
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(server.calls('POST', API.deliveries.uploadNewDelivery)).toHaveLength(1));
  });
});
