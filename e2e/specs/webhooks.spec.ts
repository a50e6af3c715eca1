import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signInOps } from '../support/delivery-helpers';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

test('an OA adds a webhook endpoint; a test event arrives signed, and the log shows it delivered', async ({
  page,
}) => {
  // The workflow tool: a receiver on loopback that keeps what it gets.
  const got: Received[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/e2e-${Date.now()}`;

  try {
    await signInOps(page);
    await page.goto('/import-assignments');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await card.getByLabel('Endpoint URL').fill(url);
    await card.getByLabel('Description').fill('E2E tool');
    await card.getByRole('button', { name: 'Add endpoint' }).click();
    const notice = card.getByRole('region', { name: `Signing secret of ${url}` });
    const secret = (await notice.getByTestId('new-webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await notice.getByRole('button', { name: 'Done' }).click();

    const row = card.getByTestId('webhook-row').filter({ hasText: url });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Send test event to E2E tool' }).click();
    await expect(page.getByText('Test event queued.')).toBeVisible();

    await expect.poll(() => got.length, { timeout: 15_000 }).toBe(1);
    const payload = new Webhook(secret).verify(got[0]!.body, got[0]!.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'webhook.test' });

    await row.getByRole('button', { name: 'Log of E2E tool' }).click();
    const log = page.getByRole('dialog', { name: 'Webhook log: E2E tool' });
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByTestId('webhook-event').first()).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(log.getByTestId('webhook-attempt').first()).toContainText('200');
    await page.keyboard.press('Escape');

    // Removing it asks first; then it is gone.
    await row.getByRole('button', { name: 'Remove E2E tool' }).click();
    await page
      .getByRole('dialog', { name: 'Remove webhook endpoint' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(card.getByTestId('webhook-row').filter({ hasText: url })).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
