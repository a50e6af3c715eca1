import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import type { ClientListResponse } from '@ops/contracts';
import { clientAreaRoutes, clientFixture, query } from '@/test/client-fixtures';
import { signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import type { RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const NOVEMBER = { title: 'November 2026', month: '2026-11', info: [clientFixture()] };
const DECEMBER = {
  title: 'December 2026',
  month: '2026-12',
  info: [
    clientFixture({
      client_id: 2,
      client_name: 'Bolt Ltd',
      client_code: 'BOLT',
      client_domain_list: ['bolt.io'],
    }),
    clientFixture({
      client_id: 3,
      client_name: 'Cobalt AG',
      client_code: 'COB',
      entities_count: 2,
      users_count: 0,
    }),
  ],
};

const listAnswer = (request: RecordedRequest) => {
  const sort = query(request).get('sort') === 'desc' ? 'desc' : 'asc';
  const body: ClientListResponse = {
    success: true,
    sort_order: sort,
    data: sort === 'asc' ? [NOVEMBER, DECEMBER] : [DECEMBER, NOVEMBER],
  };
  return { body };
};

function setup() {
  const server = mockServer(
    clientAreaRoutes({
      [`GET ${API.requester.company}`]: listAnswer,
      [`GET ${API.requester.search}`]: { body: { success: true, sort_order: 'asc', data: [DECEMBER] } },
      [`PUT ${API.requester.companyById(1)}`]: (request) => ({
        body: {
          success: true,
          message: CLIENT_MESSAGES.clientUpdated,
          data: clientFixture(request.body as object),
        },
      }),
    }),
  );
  signIn();
  return { ...renderApp('/requester'), server };
}

const monthHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('client list', () => {
  it('groups clients by month, oldest first by default', async () => {
    const { server } = setup();
    expect(await screen.findByRole('article', { name: 'Bolt Ltd' })).toBeInTheDocument();
    expect(monthHeadings()).toEqual(['November 2026 1', 'December 2026 2']);
    const december = screen.getByRole('region', { name: /December 2026/ });
    expect(within(december).getAllByRole('article')).toHaveLength(2);
    expect(within(december).getByText('2 entities · 0 users · Added 3 Nov 2026')).toBeInTheDocument();
    const [request] = server.calls('GET', API.requester.company);
    expect(query(request!).get('sort')).toBe('asc');
    expect(query(request!).has('month')).toBe(false);
    expect(screen.getByRole('link', { name: 'Add client' })).toHaveAttribute('href', '/adduser');
  });

  it('asks for the other order and for one month', async () => {
    const { user, server } = setup();
    await screen.findByRole('article', { name: 'Bolt Ltd' });
    await user.selectOptions(screen.getByLabelText('Sort'), 'desc');
    await waitFor(() => expect(monthHeadings()[0]).toBe('December 2026 2'));
    await user.type(screen.getByLabelText('Month'), '2026-11');
    await waitFor(() =>
      expect(server.calls('GET', API.requester.company).map((r) => query(r).get('month'))).toContain(
        '2026-11',
      ),
    );
    expect(query(server.calls('GET', API.requester.company).at(-1)!).get('sort')).toBe('desc');
  });

  it('searches by what is typed and refuses symbols without asking the server', async () => {
    const { user, server } = setup();
    await screen.findByRole('article', { name: 'Bolt Ltd' });
    await user.type(screen.getByLabelText('Search clients'), 'bolt');
    await waitFor(() => expect(server.calls('GET', API.requester.search)).toHaveLength(1));
    expect(query(server.calls('GET', API.requester.search)[0]!).get('q')).toBe('bolt');
    expect(await screen.findByText('2 clients match "bolt"')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Acme Corp' })).not.toBeInTheDocument();

    // The pause is stepped over on a fake clock (src/test/setup.ts brings the real timers back). Intervals
    // stay real: the store's updates reach the page on animation frames, which jsdom runs on one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByLabelText('Search clients');
    fireEvent.change(box, { target: { value: 'bolt<' } });
    expect(screen.getByTestId('q-error')).toHaveTextContent(MESSAGES.symbolsNotAllowed);
    expect(screen.getByText('2 clients match "bolt"')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    // Past the pause 'bolt<' has settled (its results went) and nothing was asked.
    expect(server.calls('GET', API.requester.search)).toHaveLength(1);
    expect(screen.getByText('No clients found.')).toBeInTheDocument();

    // A term without symbols is sent once the same pause is over, not before.
    fireEvent.change(box, { target: { value: 'bol' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(server.calls('GET', API.requester.search)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(server.calls('GET', API.requester.search).map((r) => query(r).get('q'))).toEqual(['bolt', 'bol']);
  });

  it('edits a client in a modal: Manage leads to its entities', async () => {
    const { user, server } = setup();
    const card = await screen.findByRole('article', { name: 'Acme Corp' });
    expect(within(card).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/adduser?client=1&tab=entities',
    );
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Acme Corp' });
    expect(within(dialog).getByLabelText('Client code')).toHaveAttribute('readonly');
    await user.type(within(dialog).getByLabelText('Domains'), 'acme.com{Enter}');
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
    expect(server.calls('PUT', API.requester.companyById(1))[0]?.body).toEqual({
      company_name: 'Acme Group',
      company_domain_list: ['acme.com', 'acme.org'],
    });
    await waitFor(() => expect(server.calls('GET', API.requester.company).length).toBeGreaterThan(1));
  });

  it('shows the server message when an edit is refused', async () => {
    const message = CLIENT_MESSAGES.domainInUse('acme.com');
    const server = mockServer(
      clientAreaRoutes({
        [`GET ${API.requester.company}`]: listAnswer,
        [`PUT ${API.requester.companyById(1)}`]: { status: 400, body: { success: false, message } },
      }),
    );
    signIn();
    const { user } = renderApp('/requester');
    const card = await screen.findByRole('article', { name: 'Acme Corp' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove acme.com' }));
    await user.type(screen.getByLabelText('Domains'), 'acme.net{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(server.calls('PUT', API.requester.companyById(1))).toHaveLength(1);
  });
});
