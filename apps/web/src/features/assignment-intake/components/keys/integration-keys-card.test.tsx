import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, INTAKE_MESSAGES } from '@ops/contracts';
import type { IntegrationKey } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const key = (overrides: Partial<IntegrationKey> = {}): IntegrationKey => ({
  id: 1,
  name: 'Workflow tool',
  prefix: 'ik_1a2b3c4d',
  created_by: 'Dana Reyes',
  created_at: '2026-03-02T09:30:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});
const SECRET = `ik_9f8e7d6c_${'s'.repeat(43)}`;

function setup(keys: IntegrationKey[]) {
  let stored = keys;
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profileReply({ user_type: 'OA' }),
    [`GET ${API.deliveries.integrationKeys}`]: () => ({ body: { success: true, message: '', data: stored } }),
    [`POST ${API.deliveries.integrationKeys}`]: () => {
      const made = key({ id: 2, name: 'Staging', prefix: 'ik_9f8e7d6c' });
      stored = [made, ...stored];
      return { body: { success: true, message: INTAKE_MESSAGES.keyCreated, key: SECRET, data: made } };
    },
    [`DELETE ${API.deliveries.integrationKeyById(1)}`]: () => {
      stored = stored.map((k) => (k.id === 1 ? { ...k, revoked_at: '2026-03-03T10:00:00.000Z' } : k));
      return { body: { success: true, message: INTAKE_MESSAGES.keyRevoked } };
    },
  });
  signIn();
  return { ...renderApp('/import-assignments'), server };
}

const keysTable = () => screen.findByRole('table', { name: 'Keys' });

describe('Integration keys card (OA)', () => {
  it('lists the keys: name, prefix, creator and time, last use and status', async () => {
    setup([
      key({ last_used_at: '2026-03-04T08:00:00.000Z' }),
      key({ id: 3, name: 'Old', revoked_at: '2026-03-01T08:00:00.000Z' }),
    ]);
    const rows = within(await keysTable()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Workflow tool');
    expect(rows[1]).toHaveTextContent('ik_1a2b3c4d');
    expect(rows[1]).toHaveTextContent('2 Mar 2026');
    expect(rows[1]).toHaveTextContent('by Dana Reyes');
    expect(rows[1]).toHaveTextContent('4 Mar 2026');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Revoked 1 Mar 2026');
    expect(within(rows[2]!).queryByRole('button', { name: 'Revoke Old' })).not.toBeInTheDocument();
  });

  it('creates a named key and shows its secret once, with a copy button and a warning', async () => {
    const { user, server } = setup([]);
    expect(await screen.findByText('No keys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please name the key.')).toBeInTheDocument();
    expect(server.calls('POST', API.deliveries.integrationKeys)).toHaveLength(0);

    await user.type(screen.getByLabelText('Key name'), 'Staging');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const notice = await screen.findByRole('region', { name: 'New key Staging' });
    expect(within(notice).getByText(SECRET)).toBeInTheDocument();
    expect(within(notice).getByText(INTAKE_MESSAGES.keyShownOnce)).toBeInTheDocument();
    expect(server.calls('POST', API.deliveries.integrationKeys)[0]!.body).toEqual({ name: 'Staging' });
    expect(within(await keysTable()).getByText('Staging')).toBeInTheDocument();
    expect(screen.getByLabelText('Key name')).toHaveValue('');

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(notice).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText(INTAKE_MESSAGES.keyCopied)).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key only after confirming', async () => {
    const { user, server } = setup([key()]);
    await user.click(within(await keysTable()).getByRole('button', { name: 'Revoke Workflow tool' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke integration key' });
    expect(dialog).toHaveTextContent(INTAKE_MESSAGES.revokeConfirm('Workflow tool'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', API.deliveries.integrationKeyById(1))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Workflow tool' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(INTAKE_MESSAGES.keyRevoked)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Revoked 3 Mar 2026/)).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('DELETE', API.deliveries.integrationKeyById(1))).toHaveLength(1);
  });

  it("toasts the server's message when a key cannot be made", async () => {
    const { user } = setup([]);
    mockServer({
      [`GET ${API.ops.profile}`]: profileReply({ user_type: 'OA' }),
      [`POST ${API.deliveries.integrationKeys}`]: {
        status: 400,
        body: { success: false, message: 'The name is at most 80 characters.' },
      },
    });
    await user.type(await screen.findByLabelText('Key name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('The name is at most 80 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /New key/ })).not.toBeInTheDocument();
  });
});
