import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  API,
  MESSAGES,
  RETENTION_MESSAGES,
  RETENTION_TEXTS,
  type RecycleBinEntry,
  type RetentionClient,
} from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer, type RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const client = (overrides: Partial<RetentionClient>): RetentionClient => ({
  id: 1,
  client_name: 'Acme',
  client_code: 'ACM',
  retention_days: null,
  effective_days: 365,
  ...overrides,
});

const binEntry: RecycleBinEntry = {
  delivery_id: 42,
  batch_id: 'ACM-5001',
  client_code: 'ACM',
  reason: 'retention',
  removed_at: '2026-11-20T07:00:00.000Z',
  purge_after: '2026-12-20T07:00:00.000Z',
  file_count: 3,
  total_size: 1200,
};

const counts = { shares: 2, access_logs: 5, comments: 1, ratings: 1, requests: 0, sessions: 1, codes: 0 };

function setup(userType = 'OA') {
  let clients = [client({}), client({ id: 2, client_name: 'Globex', client_code: 'GLX' })];
  let bin = [binEntry];
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profileReply({ user_type: userType as 'OA' }),
    [`GET ${API.retention.clients}`]: () => ({
      body: { success: true, message: '', default_days: 365, data: clients },
    }),
    [`PUT ${API.retention.clientById(1)}`]: (request: RecordedRequest) => {
      const days = (request.body as { retention_days: number | null }).retention_days;
      clients = clients.map((c) =>
        c.id === 1 ? { ...c, retention_days: days, effective_days: days ?? 365 } : c,
      );
      return { body: { success: true, message: RETENTION_MESSAGES.periodSaved, data: clients[0] } };
    },
    [`GET ${API.retention.recycleBin}`]: () => ({ body: { success: true, message: '', data: bin } }),
    [`POST ${API.retention.restore(42)}`]: () => {
      bin = [];
      return { body: { success: true, message: RETENTION_MESSAGES.restored } };
    },
    [`POST ${API.retention.recipientErasurePreview}`]: { body: { success: true, message: '', data: counts } },
    [`POST ${API.retention.recipientErasure}`]: {
      body: {
        success: true,
        message: RETENTION_MESSAGES.recipientErased,
        pseudonym: 'erased-0123456789ab@erased.invalid',
        data: counts,
      },
    },
  });
  signIn();
  return { ...renderApp('/retention'), server };
}

const rowOf = async (code: string) =>
  (await screen.findAllByTestId('retention-row')).find((r) => r.dataset.client === code)!;

describe('the Retention page', () => {
  it('sets a client’s period, refusing what is out of range, and shows the period in force', async () => {
    const { user, server } = setup();
    const acme = await rowOf('ACM');
    expect(within(acme).getByTestId('effective-days')).toHaveTextContent('365 days');
    const input = within(acme).getByLabelText('Days for Acme');
    expect(input).toHaveAttribute('placeholder', 'Default (365 days)');

    await user.type(input, '0');
    await user.click(within(acme).getByRole('button', { name: 'Save' }));
    expect(await within(acme).findByText(RETENTION_MESSAGES.periodInvalid)).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, '30');
    await user.click(within(acme).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RETENTION_MESSAGES.periodSaved)).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ retention_days: 30 });
    await waitFor(async () =>
      expect(within(await rowOf('ACM')).getByTestId('effective-days')).toHaveTextContent('30 days'),
    );
  });

  it('lists the recycle bin and restores from it', async () => {
    const { user } = setup();
    const row = await screen.findByTestId('bin-row');
    expect(row).toHaveTextContent('ACM-5001');
    expect(row).toHaveTextContent('Retention period');
    expect(row).toHaveTextContent('2026-12-20');
    await user.click(within(row).getByRole('button', { name: `${RETENTION_TEXTS.restore} ACM-5001` }));
    expect(await screen.findByText(RETENTION_MESSAGES.restored)).toBeInTheDocument();
    expect(await screen.findByTestId('bin-empty')).toHaveTextContent(RETENTION_TEXTS.binEmpty);
  });

  it('shows what erasing a recipient touches, then erases after a confirmation', async () => {
    const { user, server } = setup();
    const field = await screen.findByLabelText("Recipient's e-mail");
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: RETENTION_TEXTS.preview }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Leaver@Acme.com');
    await user.click(screen.getByRole('button', { name: RETENTION_TEXTS.preview }));
    const preview = await screen.findByTestId('erasure-preview');
    expect(preview).toHaveTextContent('Access log entries (the address becomes a pseudonym): 5');
    await user.click(within(preview).getByRole('button', { name: RETENTION_TEXTS.erase }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(RETENTION_TEXTS.eraseConfirm);
    await user.click(within(dialog).getByRole('button', { name: RETENTION_TEXTS.erase }));
    expect(await screen.findByText(/erased-0123456789ab@erased\.invalid/)).toBeInTheDocument();
    expect(server.requests.find((r) => r.url.endsWith(API.retention.recipientErasure))?.body).toEqual({
      email: 'leaver@acme.com',
    });
  });

  it('tells other account types the page is for operations admins, and calls nothing', async () => {
    const { server } = setup('OU');
    expect(await screen.findByTestId('no-retention-access')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.includes('/retention/'))).toBe(false);
  });
});
