import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, SYNC_MESSAGES } from '@ops/contracts';
import { calls, server } from '@/test/demo-server';
import { demoDelivery, renderDetail } from '../test-kit/render-detail';

/** The sync is held back until the test lets it go, then the demo answers it. */
function holdSync() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.post(API.assignments.sync, () => held));
  return { release: () => release() };
}

/** An answer the demo's sync never gives (its tracking sheet has a row for every delivery). */
const syncAnswers = (response: () => Response) => server.use(http.post(API.assignments.sync, response));

const sync = () => screen.getByRole('button', { name: 'Sync with spreadsheet' });

describe('sync with spreadsheet', () => {
  it('rotates with the loader while syncing, then toasts the server message and reloads', async () => {
    // 1009 has no invoice code yet; the demo's sheet gives it one.
    expect(demoDelivery(1009).invoice_code).toBeNull();
    const answer = holdSync();
    const { user } = renderDetail({ id: 1009 });
    await screen.findByTestId('detail-top-bar');
    expect(sync()).toHaveAttribute('aria-busy', 'false');
    await user.click(sync());
    await waitFor(() => expect(sync()).toHaveAttribute('aria-busy', 'true'));
    expect(sync()).toHaveClass('sync-button--spinning');
    expect(screen.getByTestId('full-page-loader')).toHaveTextContent(SYNC_MESSAGES.loader);
    answer.release();
    expect(await screen.findByText(SYNC_MESSAGES.synced)).toBeInTheDocument();
    expect(sync()).toHaveAttribute('aria-busy', 'false');
    expect(sync()).not.toHaveClass('sync-button--spinning');
    expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument();
    expect(calls('POST', API.assignments.sync)[0]?.body).toEqual({ delivery_id: 1009 });
    expect(demoDelivery(1009).invoice_code).toBe('INV-1009');
    await waitFor(() => expect(calls('GET', API.assignments.byId(1009))).toHaveLength(2));
  });

  it('toasts the server message of a failed sync', async () => {
    syncAnswers(() =>
      HttpResponse.json({ success: false, message: SYNC_MESSAGES.rowMissing }, { status: 400 }),
    );
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    await user.click(sync());
    expect(await screen.findByText(SYNC_MESSAGES.rowMissing)).toBeInTheDocument();
    expect(sync()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument();
    expect(calls('GET', API.assignments.byId(1010))).toHaveLength(1);
  });

  it("says 'Failed to sync Data!' when the server gives no message", async () => {
    syncAnswers(() => new HttpResponse(null, { status: 502 }));
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    await user.click(sync());
    expect(await screen.findByText(SYNC_MESSAGES.failed)).toBeInTheDocument();
  });

  it('raises the not-found state on a network failure', async () => {
    syncAnswers(() => HttpResponse.error());
    const { user } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(sync());
    expect(await screen.findByTestId('not-found-error')).toBeInTheDocument();
    expect(sync()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText(SYNC_MESSAGES.failed)).not.toBeInTheDocument();
  });
});
