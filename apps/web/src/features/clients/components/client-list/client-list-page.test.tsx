import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import { calls, demoState, resetDemoServer, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

// The sample clients are added some days before the demo's clock; a fixed clock fixes their months: Lumen
// Pharma AG in July, Meridian Capital Partners in August, Initech Ltd in October, Globex Industries on
// 3 November, Acme Corporation on 8 December and Al Noor Healthcare on 15 December 2026.
const NOW = Date.UTC(2026, 11, 20, 12);

const query = (url: string) => new URL(url).searchParams;

function setup() {
  resetDemoServer(NOW);
  signInAs('OA');
  return renderApp('/requester');
}

const monthHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('client list', () => {
  it('groups clients by month, oldest first by default', async () => {
    setup();
    expect(await screen.findByRole('article', { name: 'Al Noor Healthcare' })).toBeInTheDocument();
    expect(monthHeadings()).toEqual([
      'July 2026 1',
      'August 2026 1',
      'October 2026 1',
      'November 2026 1',
      'December 2026 2',
    ]);
    const december = screen.getByRole('region', { name: /December 2026/ });
    expect(within(december).getAllByRole('article')).toHaveLength(2);
    expect(within(december).getByRole('article', { name: 'Acme Corporation' })).toBeInTheDocument();
    expect(within(december).getByText('2 entities · 2 users · Added 8 Dec 2026')).toBeInTheDocument();
    const [request] = calls('GET', API.requester.company);
    expect(query(request!.url).get('sort')).toBe('asc');
    expect(query(request!.url).has('month')).toBe(false);
    expect(screen.getByRole('link', { name: 'Add client' })).toHaveAttribute('href', '/adduser');
  });

  it('asks for the other order and for one month', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Al Noor Healthcare' });
    await user.selectOptions(screen.getByLabelText('Sort'), 'desc');
    await waitFor(() => expect(monthHeadings()[0]).toBe('December 2026 2'));
    await user.type(screen.getByLabelText('Month'), '2026-11');
    await waitFor(() =>
      expect(calls('GET', API.requester.company).map((r) => query(r.url).get('month'))).toContain('2026-11'),
    );
    expect(query(calls('GET', API.requester.company).at(-1)!.url).get('sort')).toBe('desc');
    await waitFor(() => expect(monthHeadings()).toEqual(['November 2026 1']));
    expect(screen.getByRole('article', { name: 'Globex Industries' })).toBeInTheDocument();
  });

  it('searches by what is typed and refuses symbols without asking the server', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Al Noor Healthcare' });
    // 'in' is in two sample clients: Globex Industries and Initech Ltd.
    await user.type(screen.getByLabelText('Search clients'), 'in');
    await waitFor(() => expect(calls('GET', API.requester.search)).toHaveLength(1));
    expect(query(calls('GET', API.requester.search)[0]!.url).get('q')).toBe('in');
    expect(await screen.findByText('2 clients match "in"')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Globex Industries' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Initech Ltd' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Acme Corporation' })).not.toBeInTheDocument();

    // The pause is stepped over on a fake clock (src/test/setup.ts brings the real timers back). Intervals
    // stay real: the store's updates reach the page on animation frames, which jsdom runs on one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByLabelText('Search clients');
    fireEvent.change(box, { target: { value: 'in<' } });
    expect(screen.getByTestId('q-error')).toHaveTextContent(MESSAGES.symbolsNotAllowed);
    expect(screen.getByText('2 clients match "in"')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    // Past the pause 'in<' has settled (its results went) and nothing was asked.
    expect(calls('GET', API.requester.search)).toHaveLength(1);
    expect(screen.getByText('No clients found.')).toBeInTheDocument();

    // A term without symbols is sent once the same pause is over, not before.
    fireEvent.change(box, { target: { value: 'ini' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(calls('GET', API.requester.search)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('0 clients match "in<"');
    await act(() => vi.advanceTimersByTimeAsync(200));
    // vi.waitFor steps the fake clock while it waits (the request reaches the handlers a few turns later).
    await vi.waitFor(() =>
      expect(calls('GET', API.requester.search).map((r) => query(r.url).get('q'))).toEqual(['in', 'ini']),
    );
  });

  it('edits a client in a modal: Manage leads to its entities', async () => {
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Acme Corporation' });
    expect(within(card).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/adduser?client=1&tab=entities',
    );
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Acme Corporation' });
    expect(within(dialog).getByLabelText('Client code')).toHaveAttribute('readonly');
    await user.type(within(dialog).getByLabelText('Domains'), 'acme.example.com{Enter}');
    expect(within(dialog).getByTestId('company_domain_list-error')).toHaveTextContent(
      CLIENT_MESSAGES.domainDuplicate,
    );
    await user.clear(within(dialog).getByLabelText('Domains'));
    await user.type(within(dialog).getByLabelText('Domains'), 'acme.org{Enter}');
    await user.clear(within(dialog).getByLabelText('Company name'));
    await user.type(within(dialog).getByLabelText('Company name'), 'Acme Group');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText(CLIENT_MESSAGES.clientUpdated)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('PUT', API.requester.companyById(1))[0]?.body).toEqual({
      company_name: 'Acme Group',
      company_domain_list: ['acme.example.com', 'acme.org'],
      portal_language: 'en',
    });
    // The list is asked again and shows the new name.
    expect(await screen.findByRole('article', { name: 'Acme Group' })).toBeInTheDocument();
    expect(calls('GET', API.requester.company)).toHaveLength(2);
  });

  it("shows the client's portal language in its edit and saves another", async () => {
    const { user } = setup();
    const globex = () => demoState().clients.find((c) => c.client_code === 'GLOBEX')!;
    globex().portal_language = 'fr';
    const card = await screen.findByRole('article', { name: 'Globex Industries' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Globex Industries' });
    const language = within(dialog).getByRole('combobox', { name: 'Portal language' });
    expect(language).toHaveDisplayValue('Français');
    expect(language).toHaveAccessibleDescription(FIELD_TEXTS.portalHint);

    await user.selectOptions(language, 'Deutsch');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText(CLIENT_MESSAGES.clientUpdated)).toBeInTheDocument();
    expect(calls('PUT', API.requester.companyById(globex().client_id))[0]?.body).toMatchObject({
      portal_language: 'de',
    });
    expect(globex().portal_language).toBe('de');

    // Opened again, the edit shows the saved language (the list was asked again).
    await waitFor(() => expect(calls('GET', API.requester.company)).toHaveLength(2));
    await user.click(
      within(await screen.findByRole('article', { name: 'Globex Industries' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    expect(screen.getByLabelText('Portal language')).toHaveDisplayValue('Deutsch');
  });

  it('shows the server message when an edit is refused', async () => {
    // Both of Acme's users have e-mails at acme.example.com: the domain cannot leave its list.
    const message = CLIENT_MESSAGES.domainInUse('acme.example.com');
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Acme Corporation' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove acme.example.com' }));
    await user.type(screen.getByLabelText('Domains'), 'acme.net{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(calls('PUT', API.requester.companyById(1))).toHaveLength(1);
  });
});
