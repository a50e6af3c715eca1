import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  API,
  MESSAGES,
  RECIPIENT_ERASURE_LABELS,
  RETENTION_MESSAGES,
  RETENTION_TEXTS,
  type RecycleBinEntry,
  type UserType,
} from '@ops/contracts';
import { demoToken } from '@/demo/data/accounts';
import { newShareRow } from '@/demo/data/activity';
import { calls, demoState, recordedRequests, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

/** The demo's clients include Acme Corporation (ACME), with the default period of 365 days. */
function setup(userType: UserType = 'OA') {
  signInAs(userType);
  return renderApp('/retention');
}

const rowOf = async (code: string) =>
  (await screen.findAllByTestId('retention-row')).find((r) => r.dataset.client === code)!;

/** Calls the demo as the signed-in OA would, to arrange what the sample lacks. */
const asAdmin = (url: string, method = 'GET') =>
  fetch(url, { method, headers: { authorization: `Bearer ${demoToken('OA')}` } });

describe('the Retention page', () => {
  it('sets a client’s period, refusing what is out of range, and shows the period in force', async () => {
    const acmeId = demoState().clients.find((c) => c.client_code === 'ACME')!.client_id;
    const { user } = setup();
    const acme = await rowOf('ACME');
    expect(screen.getAllByTestId('retention-row')).toHaveLength(demoState().clients.length);
    expect(within(acme).getByTestId('effective-days')).toHaveTextContent('365 days');
    const input = within(acme).getByLabelText('Days for Acme Corporation');
    expect(input).toHaveAttribute('placeholder', 'Default (365 days)');

    await user.type(input, '0');
    await user.click(within(acme).getByRole('button', { name: 'Save' }));
    expect(await within(acme).findByText(RETENTION_MESSAGES.periodInvalid)).toBeInTheDocument();
    expect(recordedRequests().some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, '30');
    await user.click(within(acme).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RETENTION_MESSAGES.periodSaved)).toBeInTheDocument();
    expect(calls('PUT', API.retention.clientById(acmeId)).map((r) => r.body)).toEqual([
      { retention_days: 30 },
    ]);
    await waitFor(async () =>
      expect(within(await rowOf('ACME')).getByTestId('effective-days')).toHaveTextContent('30 days'),
    );
  });

  it('lists the recycle bin and restores from it', async () => {
    // The sample bin starts empty: one delivery's files are erased first, through the demo's own call.
    const delivery = demoState().deliveries[0]!;
    expect((await asAdmin(API.retention.eraseFiles(delivery.id), 'POST')).status).toBe(200);
    const bin = (await (await asAdmin(API.retention.recycleBin)).json()) as { data: RecycleBinEntry[] };
    const entry = bin.data[0]!;
    const { user } = setup();
    const row = await screen.findByTestId('bin-row');
    expect(screen.getAllByTestId('bin-row')).toHaveLength(1);
    expect(row).toHaveTextContent(delivery.batch_id);
    expect(row).toHaveTextContent(delivery.client_code);
    expect(row).toHaveTextContent('Erased on request');
    expect(row).toHaveTextContent(entry.purge_after.slice(0, 10));
    await user.click(
      within(row).getByRole('button', { name: `${RETENTION_TEXTS.restore} ${delivery.batch_id}` }),
    );
    expect(await screen.findByText(RETENTION_MESSAGES.restored)).toBeInTheDocument();
    expect(await screen.findByTestId('bin-empty')).toHaveTextContent(RETENTION_TEXTS.binEmpty);
    expect(calls('POST', API.retention.restore(delivery.id))).toHaveLength(1);
    expect(delivery.files_removed).toBeNull();
  });

  it('shows what erasing a recipient touches, then erases after a confirmation', async () => {
    // A recipient the sample lacks: two shares and five access log entries name them.
    const leaver = 'leaver@acme.com';
    const [first, second] = demoState().deliveries;
    demoState().sharedLogs.get(first!.id)!.shared.push(newShareRow(leaver, 'oa.demo@example.com'));
    demoState().sharedLogs.get(second!.id)!.shared.push(newShareRow(leaver, 'oa.demo@example.com'));
    const logs = demoState().accessLogs.get(first!.id)!;
    for (let i = 0; i < 5; i += 1)
      logs.push({
        date: new Date(demoState().now).toISOString(),
        type: 'view',
        tooltip: { ip: '203.0.113.24', location: '', files: [], shared_users: [] },
        platform: 'Chrome · Desktop',
        access_log_string: `Opened by ${leaver}`,
      });

    const { user } = setup();
    const field = await screen.findByLabelText("Recipient's e-mail");
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: RETENTION_TEXTS.preview }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Leaver@Acme.com');
    await user.click(screen.getByRole('button', { name: RETENTION_TEXTS.preview }));
    const preview = await screen.findByTestId('erasure-preview');
    expect(preview).toHaveTextContent(`${RECIPIENT_ERASURE_LABELS.access_logs}: 5`);
    expect(preview).toHaveTextContent(`${RECIPIENT_ERASURE_LABELS.shares}: 2`);
    await user.click(within(preview).getByRole('button', { name: RETENTION_TEXTS.erase }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(RETENTION_TEXTS.eraseConfirm);
    await user.click(within(dialog).getByRole('button', { name: RETENTION_TEXTS.erase }));
    expect(await screen.findByText(/erased-[0-9a-f]{12}@erased\.invalid/)).toBeInTheDocument();
    expect(calls('POST', API.retention.recipientErasure).map((r) => r.body)).toEqual([{ email: leaver }]);
    // The pseudonym shown is the one the access logs now hold, and the address is gone.
    const shown = /erased-[0-9a-f]{12}@erased\.invalid/.exec(document.body.textContent ?? '')![0];
    expect(logs.filter((e) => e.access_log_string === `Opened by ${shown}`)).toHaveLength(5);
    expect(logs.some((e) => e.access_log_string.includes(leaver))).toBe(false);
  });

  it('tells other account types the page is for operations admins, and calls nothing', async () => {
    setup('OU');
    expect(await screen.findByTestId('no-retention-access')).toBeInTheDocument();
    expect(recordedRequests().some((r) => r.url.includes('/retention/'))).toBe(false);
  });
});
