import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, SYNC_MESSAGES } from '@ops/contracts';
import type { MockReply } from '@/test/mock-server';
import { renderDetail } from '../test-kit/render-detail';

/** An answer that waits until the test lets it go. */
function heldReply(reply: MockReply) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await held, reply), release: () => release() };
}

const sync = () => screen.getByRole('button', { name: 'Sync with spreadsheet' });

describe('sync with spreadsheet', () => {
  it('rotates with the loader while syncing, then toasts the server message and reloads', async () => {
    const answer = heldReply({ body: { success: true, message: SYNC_MESSAGES.synced } });
    const { user, server } = renderDetail({ routes: { [`POST ${API.assignments.sync}`]: answer.handler } });
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
    expect(server.calls('POST', API.assignments.sync)[0]?.body).toEqual({ delivery_id: 42 });
    await waitFor(() => expect(server.calls('GET', API.assignments.byId(42))).toHaveLength(2));
  });

  it('toasts the server message of a failed sync', async () => {
    const { user, server } = renderDetail({
      routes: {
        [`POST ${API.assignments.sync}`]: {
          status: 400,
          body: { success: false, message: SYNC_MESSAGES.rowMissing },
        },
      },
    });
    await screen.findByTestId('detail-top-bar');
    await user.click(sync());
    expect(await screen.findByText(SYNC_MESSAGES.rowMissing)).toBeInTheDocument();
    expect(sync()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument();
    expect(server.calls('GET', API.assignments.byId(42))).toHaveLength(1);
  });

  it("says 'Failed to sync Data!' when the server gives no message", async () => {
    const { user } = renderDetail({ routes: { [`POST ${API.assignments.sync}`]: { status: 502 } } });
    await screen.findByTestId('detail-top-bar');
    await user.click(sync());
    expect(await screen.findByText(SYNC_MESSAGES.failed)).toBeInTheDocument();
  });

  it('raises the not-found state on a network failure', async () => {
    const { user, server } = renderDetail();
    await screen.findByTestId('detail-top-bar');
    const realFetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      if (String(input) === API.assignments.sync) throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(sync());
    expect(await screen.findByTestId('not-found-error')).toBeInTheDocument();
    expect(sync()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText(SYNC_MESSAGES.failed)).not.toBeInTheDocument();
  });
});
