import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, NOTIFICATION_TEXTS } from '@ops/contracts';
import { DEMO_RECIPIENT } from '@/demo/data/recipients';
import { addDemoNotification } from '@/demo/handlers/notification-handlers';
import { calls, demoState, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

async function setup() {
  signInAs('OA', { persist: true });
  const app = renderApp('/profile');
  const bell = await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bellWithUnread(2) });
  return { ...app, bell };
}

describe('the bell', () => {
  it('shows the unread count and lists the latest; each can be marked read, or all at once', async () => {
    const { user, bell } = await setup();
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    const panel = screen.getByRole('region', { name: NOTIFICATION_TEXTS.panelTitle });
    const items = within(panel).getAllByTestId('notification');
    expect(items.map((i) => i.querySelector('.bell-item__text')?.textContent)).toEqual([
      `Unread: ${NOTIFICATION_TEXTS.feedback(DEMO_RECIPIENT.email, 'B-ACME-001007', 2, 5)}`,
      `Unread: ${NOTIFICATION_TEXTS.firstDownload(DEMO_RECIPIENT.email, 'B-ACME-001007', 2)}`,
    ]);
    await user.click(within(items[1]!).getByRole('button', { name: /^Mark read/ }));
    expect(
      await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bellWithUnread(1) }),
    ).toBeInTheDocument();
    expect(calls('POST', API.notifications.read)[0]?.body).toEqual({ ids: [1] });
    await user.click(within(panel).getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    expect(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bell })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('opens the delivery a notification is about, and closes on Escape with the focus back on the bell', async () => {
    const { user, bell, pathname } = await setup();
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: NOTIFICATION_TEXTS.panelTitle })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    await user.click(bell);
    const [first] = within(
      screen.getByRole('region', { name: NOTIFICATION_TEXTS.panelTitle }),
    ).getAllByTestId('notification');
    await user.click(within(first!).getByRole('link', { name: 'Open delivery' }));
    await waitFor(() => expect(pathname()).toBe('/deliver/1007'));
    expect(screen.queryByRole('region', { name: NOTIFICATION_TEXTS.panelTitle })).not.toBeInTheDocument();
    await waitFor(() => expect(calls('POST', API.notifications.read)).toHaveLength(1));
  });

  it('opens the file request a file_received notification is about, not a delivery', async () => {
    addDemoNotification(demoState(), {
      kind: 'file_received',
      text: NOTIFICATION_TEXTS.fileReceived('kavya.iyer@acme.example.com', 2, 'Q4 brochure'),
      delivery_id: null,
      file_request_id: 2,
    });
    signInAs('OA', { persist: true });
    const { user, pathname } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bellWithUnread(3) }));
    const [first] = within(
      screen.getByRole('region', { name: NOTIFICATION_TEXTS.panelTitle }),
    ).getAllByTestId('notification');
    expect(first).toHaveTextContent('kavya.iyer@acme.example.com sent 2 files for “Q4 brochure”.');
    expect(within(first!).queryByRole('link', { name: 'Open delivery' })).toBeNull();
    await user.click(within(first!).getByRole('link', { name: 'Open request' }));
    await waitFor(() => expect(pathname()).toBe('/file-requests/2'));
  });
});
