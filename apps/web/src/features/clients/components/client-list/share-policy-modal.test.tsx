import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHARE_POLICY_MESSAGES, SHARE_POLICY_TEXTS } from '@ops/contracts';
import { recordedRequests, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

describe('a client’s sharing policy (OA)', () => {
  it('is set from the client’s card: checked first, then saved', async () => {
    signInAs('OA');
    const { user } = renderApp('/requester');
    const [card] = await screen.findAllByTestId('client-card');
    await user.click(within(card!).getByRole('button', { name: /^Sharing policy of / }));
    const form = await screen.findByRole('form', { name: SHARE_POLICY_TEXTS.title });
    const byDefault = within(form).getByLabelText(SHARE_POLICY_TEXTS.defaultDays);
    const longest = within(form).getByLabelText(SHARE_POLICY_TEXTS.maxDays);
    expect(byDefault).toHaveValue(null);
    expect(within(form).getByLabelText(SHARE_POLICY_TEXTS.outsideAllowed)).toBeChecked();
    await user.type(byDefault, '40');
    await user.type(longest, '30');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(SHARE_POLICY_MESSAGES.defaultOverMax)).toBeInTheDocument();
    const policyPuts = () =>
      recordedRequests().filter((r) => r.method === 'PUT' && r.url.includes('/share-policy/'));
    expect(policyPuts()).toHaveLength(0);

    await user.clear(byDefault);
    await user.type(byDefault, '7');
    await user.click(within(form).getByLabelText(SHARE_POLICY_TEXTS.outsideAllowed));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHARE_POLICY_MESSAGES.saved)).toBeInTheDocument();
    const [put] = policyPuts();
    expect(put?.body).toEqual({ default_days: 7, max_days: 30, outside_allowed: false });
  });

  it('is not offered to sales', async () => {
    signInAs('SL');
    renderApp('/requester');
    await screen.findAllByTestId('client-card');
    expect(screen.queryByRole('button', { name: /^Sharing policy of / })).not.toBeInTheDocument();
    expect(recordedRequests().filter((r) => r.url.includes('/share-policy/'))).toHaveLength(0);
  });
});
