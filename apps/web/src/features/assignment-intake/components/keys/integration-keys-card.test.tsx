import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, INTAKE_MESSAGES } from '@ops/contracts';
import { http, HttpResponse } from 'msw';
import { calls, demoState, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { formatWhen } from '@/features/assignment-intake/lib/format';

const DAY = 86_400_000;
const keys = () => demoState().creation.intake.keys;

function setup() {
  signInAs('OA');
  return renderApp('/import-assignments');
}

const keysTable = () => screen.findByRole('table', { name: 'Keys' });

describe('Integration keys card (OA)', () => {
  it('lists the keys: name, prefix, creator and time, last use and status', async () => {
    // The demo has one key in use; a revoked one is added to show the other status.
    const [inUse] = keys();
    const { now } = demoState();
    keys().push({
      ...inUse!,
      id: 3,
      name: 'Old',
      prefix: 'ik_0ld0ld0l',
      created_at: new Date(now - 60 * DAY).toISOString(),
      last_used_at: null,
      revoked_at: new Date(now - 50 * DAY).toISOString(),
    });
    setup();
    const rows = within(await keysTable()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Workflow tool');
    expect(rows[1]).toHaveTextContent(inUse!.prefix);
    expect(rows[1]).toHaveTextContent(formatWhen(inUse!.created_at));
    expect(rows[1]).toHaveTextContent('by Olivia Admin');
    expect(rows[1]).toHaveTextContent(formatWhen(inUse!.last_used_at));
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Old');
    expect(rows[2]).toHaveTextContent(`Revoked ${formatWhen(new Date(now - 50 * DAY).toISOString())}`);
    expect(within(rows[2]!).queryByRole('button', { name: 'Revoke Old' })).not.toBeInTheDocument();
  });

  it('creates a named key and shows its secret once, with a copy button and a warning', async () => {
    keys().length = 0;
    const { user } = setup();
    expect(await screen.findByText('No keys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please name the key.')).toBeInTheDocument();
    expect(calls('POST', API.deliveries.integrationKeys)).toHaveLength(0);

    await user.type(screen.getByLabelText('Key name'), 'Staging');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const notice = await screen.findByRole('region', { name: 'New key Staging' });
    const secret = keys().find((k) => k.name === 'Staging')!.secret;
    expect(secret).toMatch(/^ik_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(within(notice).getByText(secret)).toBeInTheDocument();
    expect(within(notice).getByText(INTAKE_MESSAGES.keyShownOnce)).toBeInTheDocument();
    expect(calls('POST', API.deliveries.integrationKeys)[0]!.body).toEqual({ name: 'Staging' });
    const row = within(await keysTable())
      .getByText('Staging')
      .closest('tr')!;
    expect(row).toHaveTextContent('by Olivia Admin');
    expect(row).toHaveTextContent('Active');
    expect(screen.getByLabelText('Key name')).toHaveValue('');

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(notice).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await screen.findByText(INTAKE_MESSAGES.keyCopied)).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('revokes a key only after confirming', async () => {
    const { user } = setup();
    await user.click(within(await keysTable()).getByRole('button', { name: 'Revoke Workflow tool' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke integration key' });
    expect(dialog).toHaveTextContent(INTAKE_MESSAGES.revokeConfirm('Workflow tool'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE', API.deliveries.integrationKeyById(1))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Workflow tool' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(INTAKE_MESSAGES.keyRevoked)).toBeInTheDocument();
    const revokedAt = keys().find((k) => k.id === 1)!.revoked_at;
    expect(revokedAt).not.toBeNull();
    await waitFor(() => expect(screen.getByText(`Revoked ${formatWhen(revokedAt)}`)).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('DELETE', API.deliveries.integrationKeyById(1))).toHaveLength(1);
  });

  it("toasts the server's message when a key cannot be made", async () => {
    const { user } = setup();
    // The form checks the name as the server does, so the demo never refuses one the page sends.
    server.use(
      http.post(API.deliveries.integrationKeys, () =>
        HttpResponse.json({ success: false, message: 'The name is at most 80 characters.' }, { status: 400 }),
      ),
    );
    await user.type(await screen.findByLabelText('Key name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('The name is at most 80 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /New key/ })).not.toBeInTheDocument();
    expect(keys().map((k) => k.name)).toEqual(['Workflow tool']);
  });
});
