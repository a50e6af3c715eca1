import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import { DEMO_PASSWORD } from '@/demo/data/accounts';
import { calls, server } from '@/test/demo-server';
import type { RecordedRequest } from '@/test/demo-server';
import {
  SAMPLE,
  arrangeConfirmUploads,
  openConfirm,
  loadWizardModules,
} from '@/features/delivery-creation/test-kit/fixtures';
import { resetFakeEngine, settleUploads } from '@/features/delivery-creation/test-kit/upload-mock';

vi.mock(
  '@/features/delivery-creation/upload',
  () => import('@/features/delivery-creation/test-kit/upload-mock'),
);

beforeAll(loadWizardModules);

beforeEach(resetFakeEngine);

const emailInput = () => screen.getByLabelText('Email Address');
const chips = () => within(screen.getByRole('list', { name: 'Shared e-mails' }));
/** On the sample client's domain (acme.example.com): within the organisation. */
const WITHIN = 'ann@acme.example.com';
const OUTSIDE = 'x@gmail.com';
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
    const { user } = await openConfirm('/addnew');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    fireEvent.change(emailInput(), { target: { value: 'f' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(emailInput(), { target: { value: 'fi' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls('GET', API.deliveries.suggestion)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const [call] = calls('GET', API.deliveries.suggestion);
    expect(new URL(call!.url).search).toBe(
      `?search=fi&entity_code=${SAMPLE.entity}&client_code=${SAMPLE.client}`,
    );
    // Lets the answer render before the real timers return.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    // The sample ACME deliveries were shared with finance@acme.example.com.
    await user.click(await screen.findByRole('option', { name: /finance@acme\.example\.com/ }));
    expect(chips().getByText('finance@acme.example.com')).toBeInTheDocument();
  });

  it('a warning opens the dialog: lists, password check, then delivers with the password', async () => {
    arrangeConfirmUploads('/addnew');
    const { user, pathname } = await openConfirm('/addnew');
    await user.type(emailInput(), `${WITHIN}{Enter}${OUTSIDE}{Enter}`);
    act(() => settleUploads('success'));
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share warning' });
    expect(calls('POST', API.deliveries.shareEmail)[0]?.body).toEqual({
      client_code: SAMPLE.client,
      entity_code: SAMPLE.entity,
      emails: [WITHIN, OUTSIDE],
      accept_warning: false,
    });
    expect(
      within(within(dialog).getByRole('list', { name: 'Within organisation' })).getByText(WITHIN),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Outside organisation' })).getByText(OUTSIDE),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    expect(within(dialog).getByText(MESSAGES.emptyPassword)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    expect(await within(dialog).findByText(MESSAGES.incorrectPassword)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    // The demo accounts' one password.
    await user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    await waitFor(() => expect(calls('POST', API.deliveries.uploadNewDelivery)).toHaveLength(1));
    expect(calls('POST', API.deliveries.shareEmail)[1]?.body).toMatchObject({
      accept_warning: true,
      password: DEMO_PASSWORD,
    });
    expect(deliverFields(calls('POST', API.deliveries.uploadNewDelivery)[0])).toEqual({
      emails: [WITHIN, OUTSIDE],
      password: DEMO_PASSWORD,
    });
    // The demo took the delivery, password and all.
    await waitFor(() => expect(pathname()).toBe('/deliver'));
  });

  it('the warning dialog needs at least one address, and its backdrop closes it without delivering', async () => {
    const { user } = await openConfirm('/addnew');
    await user.type(emailInput(), `${OUTSIDE}{Enter}`);
    act(() => settleUploads('success'));
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share warning' });
    await user.click(within(dialog).getByRole('button', { name: `Remove ${OUTSIDE}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    expect(within(dialog).getByText(DELIVERY_MESSAGES.noEmailsForSharing)).toBeInTheDocument();
    await user.click(screen.getByTestId('share-warning-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Share warning' })).not.toBeInTheDocument();
    expect(calls('POST', API.deliveries.uploadNewDelivery)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeEnabled();
  });

  it('a refusal shows its message, marks the listed addresses and blocks delivery until cleared', async () => {
    // The demo marks invalid only what is no e-mail address, which the field never adds: the server's
    // refusal of an address is put in front; every other check passes on to the demo.
    server.use(
      http.post(API.deliveries.shareEmail, async ({ request }) => {
        const { emails } = (await request.clone().json()) as { emails: string[] };
        if (!emails.includes('bad@nowhere.com')) return undefined;
        return HttpResponse.json({
          success: false,
          status: 'failed',
          message: 'Not allowed.',
          client: SAMPLE.client,
          emails: { within_org: [WITHIN], outside_org: [], invalid: ['bad@nowhere.com'] },
        });
      }),
    );
    arrangeConfirmUploads('/addnew');
    const { user } = await openConfirm('/addnew');
    await user.type(emailInput(), `${WITHIN}{Enter}bad@nowhere.com{Enter}`);
    act(() => settleUploads('success'));
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText('Not allowed.')).toBeInTheDocument();
    expect(chips().getByText('bad@nowhere.com').closest('li')).toHaveAttribute('aria-invalid', 'true');
    expect(chips().getByText(WITHIN).closest('li')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.clearShareErrors)).toBeInTheDocument();
    expect(calls('POST', API.deliveries.shareEmail)).toHaveLength(1);
    await user.click(chips().getByRole('button', { name: 'Remove bad@nowhere.com' }));
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(calls('POST', API.deliveries.uploadNewDelivery)).toHaveLength(1));
    expect(
      calls('POST', API.deliveries.shareEmail).map((c) => (c.body as { emails: string[] }).emails),
    ).toEqual([[WITHIN, 'bad@nowhere.com'], [WITHIN]]);
  });
});
