import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from '@ops/contracts';
import { DEMO_SEND_ERROR } from '@/demo/data/webhook-store';
import { calls, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

function setup(userType: 'OA' | 'OU' = 'OA') {
  signInAs(userType);
  return renderApp('/import-assignments');
}

const card = async () => within(await screen.findByRole('region', { name: 'Webhooks' }));

describe('Webhooks card (OA)', () => {
  it('adds an endpoint: checks the URL and events first, then shows the signing secret once', async () => {
    const { user } = setup();
    const webhooks = await card();
    expect(await webhooks.findByText('No endpoints yet.')).toBeInTheDocument();
    // Every event is ticked to start with.
    for (const event of WEBHOOK_EVENTS)
      expect(webhooks.getByRole('checkbox', { name: new RegExp(event) })).toBeChecked();

    await user.type(webhooks.getByLabelText('Endpoint URL'), 'ftp://example.com/hook');
    for (const event of WEBHOOK_EVENTS)
      await user.click(webhooks.getByRole('checkbox', { name: new RegExp(event) }));
    await user.click(webhooks.getByRole('button', { name: 'Add endpoint' }));
    expect(await webhooks.findByText(WEBHOOK_MESSAGES.badUrl)).toBeInTheDocument();
    expect(webhooks.getByText(WEBHOOK_MESSAGES.chooseEvents)).toBeInTheDocument();
    expect(calls('POST', API.webhooks.list)).toHaveLength(0);

    await user.clear(webhooks.getByLabelText('Endpoint URL'));
    await user.type(webhooks.getByLabelText('Endpoint URL'), 'https://workflow.example.com/hooks');
    await user.type(webhooks.getByLabelText('Description'), 'Workflow tool');
    await user.click(webhooks.getByRole('checkbox', { name: /delivery\.created/ }));
    await user.click(webhooks.getByRole('checkbox', { name: /share\.revoked/ }));
    await user.click(webhooks.getByRole('button', { name: 'Add endpoint' }));

    const notice = await webhooks.findByRole('region', {
      name: 'Signing secret of https://workflow.example.com/hooks',
    });
    expect(within(notice).getByRole('alert')).toHaveTextContent(WEBHOOK_MESSAGES.secretShownOnce);
    expect(within(notice).getByTestId('new-webhook-secret').textContent).toMatch(
      /^whsec_[A-Za-z0-9+/]{43}=$/,
    );
    expect(calls('POST', API.webhooks.list)[0]!.body).toEqual({
      url: 'https://workflow.example.com/hooks',
      description: 'Workflow tool',
      events: ['delivery.created', 'share.revoked'],
    });
    const row = await webhooks.findByTestId('webhook-row');
    expect(row).toHaveTextContent('https://workflow.example.com/hooks');
    expect(row).toHaveTextContent('delivery.created');
    expect(row).toHaveTextContent('share.revoked');
    expect(row).not.toHaveTextContent('recipient.downloaded');
    expect(row).toHaveTextContent('Active');
    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(webhooks.queryByTestId('new-webhook-secret')).not.toBeInTheDocument();
  });

  it('sends a test event, shows it in the log with the answer, pauses and removes the endpoint', async () => {
    const { user } = setup();
    const webhooks = await card();
    await user.type(await webhooks.findByLabelText('Endpoint URL'), 'https://tool.example.com/h');
    await user.type(webhooks.getByLabelText('Description'), 'Tool');
    await user.click(webhooks.getByRole('button', { name: 'Add endpoint' }));
    await webhooks.findByTestId('webhook-row');

    await user.click(webhooks.getByRole('button', { name: 'Send test event to Tool' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.testQueued)).toBeInTheDocument();
    expect(await webhooks.findByText('Last event failed')).toBeInTheDocument();

    await user.click(webhooks.getByRole('button', { name: 'Log of Tool' }));
    const log = await screen.findByRole('dialog', { name: 'Webhook log: Tool' });
    const event = await within(log).findByTestId('webhook-event');
    expect(event).toHaveTextContent('webhook.test');
    expect(event).toHaveTextContent('Failed');
    expect(event).toHaveTextContent('1 attempt');
    expect(within(log).getByTestId('webhook-attempt')).toHaveTextContent('No answer');
    expect(within(log).getByTestId('webhook-attempt')).toHaveTextContent(DEMO_SEND_ERROR);
    await user.click(within(event).getByRole('button', { name: 'Send webhook.test again' }));
    await waitFor(() => expect(within(log).getAllByTestId('webhook-attempt')).toHaveLength(2));
    expect(within(log).getByTestId('webhook-event')).toHaveTextContent('2 attempts');
    await user.keyboard('{Escape}');

    await user.click(webhooks.getByRole('button', { name: 'Pause Tool' }));
    expect(await webhooks.findByText('Paused')).toBeInTheDocument();
    expect(webhooks.getByRole('button', { name: 'Resume Tool' })).toBeInTheDocument();

    await user.click(webhooks.getByRole('button', { name: 'Remove Tool' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove webhook endpoint' });
    expect(confirm).toHaveTextContent(WEBHOOK_MESSAGES.removeConfirm('https://tool.example.com/h'));
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await webhooks.findByText('No endpoints yet.')).toBeInTheDocument();
  });

  it('is not shown to an operations user', async () => {
    setup('OU');
    expect(await screen.findByRole('heading', { name: 'Import Assignments' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Webhooks' })).not.toBeInTheDocument();
    expect(calls('GET', API.webhooks.list)).toHaveLength(0);
  });
});
