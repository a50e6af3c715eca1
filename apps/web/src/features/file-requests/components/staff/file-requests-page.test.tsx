import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, FILE_REQUEST_MESSAGES, FILE_REQUEST_TEXTS, MESSAGES } from '@ops/contracts';
import { calls, demoState, recordedRequests, resetDemoServer, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { choose } from '@/test/select-helpers';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';

const NOW = Date.UTC(2026, 10, 22, 9, 30);
beforeEach(() => resetDemoServer(NOW));

async function openPage() {
  signInAs('OA');
  const view = renderApp('/file-requests');
  await screen.findByRole('heading', { name: FILE_REQUEST_TEXTS.staffTitle, level: 1 });
  return view;
}

describe('/file-requests', () => {
  it('lists the open requests first, and all or the closed ones by the filter', async () => {
    const { user } = await openPage();
    const row = await screen.findByTestId('file-request-row');
    expect(screen.getAllByTestId('file-request-row')).toHaveLength(1);
    expect(within(row).getByRole('link', { name: 'Source files for the Q4 brochure' })).toHaveAttribute(
      'href',
      '/file-requests/2',
    );
    expect(within(row).getByTestId('file-request-status')).toHaveTextContent(FILE_REQUEST_TEXTS.statusOpen);
    expect(within(row).getByText('kavya.iyer@acme.example.com')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(FR_TEXTS.filter), 'all');
    await waitFor(() => expect(screen.getAllByTestId('file-request-row')).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText(FR_TEXTS.filter), 'closed');
    await waitFor(() => expect(screen.getAllByTestId('file-request-row')).toHaveLength(1));
    const closed = screen.getByTestId('file-request-row');
    expect(within(closed).getByText('Annual report texts')).toBeInTheDocument();
    expect(within(closed).getByTestId('file-request-status')).toHaveTextContent(
      FILE_REQUEST_TEXTS.statusClosed,
    );
    expect(calls('GET', API.fileRequests.list).map((c) => new URL(c.url).search)).toEqual([
      '?status=open',
      '?status=all',
      '?status=closed',
    ]);
  });

  it("checks the new request's fields with the contracts' schema before calling", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: FILE_REQUEST_TEXTS.create }));
    const dialog = await screen.findByRole('dialog', { name: FILE_REQUEST_TEXTS.create });
    await user.click(within(dialog).getByRole('button', { name: FR_TEXTS.noTypes }));
    await user.click(within(dialog).getByRole('button', { name: FR_TEXTS.createSubmit }));

    expect(await within(dialog).findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(within(dialog).getByText(FILE_REQUEST_MESSAGES.clientNotFound)).toBeInTheDocument();
    expect(within(dialog).getByText(FILE_REQUEST_MESSAGES.titleRule)).toBeInTheDocument();
    expect(within(dialog).getByTestId('extensions-error')).toHaveTextContent(
      FILE_REQUEST_MESSAGES.extensionsRule,
    );
    expect(recordedRequests().some((r) => r.method === 'POST' && r.url.includes(API.fileRequests.list))).toBe(
      false,
    );
  });

  it('creates a request, shows its link once with Copy, and lists it', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: FILE_REQUEST_TEXTS.create }));
    const dialog = await screen.findByRole('dialog', { name: FILE_REQUEST_TEXTS.create });
    const client = demoState().clients[0]!;
    await choose(user, within(dialog).getByLabelText(FR_TEXTS.clientLabel), client.client_name);
    await user.type(within(dialog).getByLabelText(FR_TEXTS.contactLabel), 'Someone@Example.com');
    await user.type(within(dialog).getByLabelText(FR_TEXTS.titleLabel), 'Contracts to translate');
    await user.click(within(dialog).getByRole('button', { name: FR_TEXTS.noTypes }));
    await user.click(within(dialog).getByRole('checkbox', { name: '.pdf' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '.docx' }));
    await user.selectOptions(within(dialog).getByLabelText(FR_TEXTS.sizeLabel), '100');
    await user.click(within(dialog).getByRole('button', { name: FR_TEXTS.createSubmit }));

    expect(await within(dialog).findByText(FILE_REQUEST_MESSAGES.created)).toBeInTheDocument();
    expect(within(dialog).getByText(FILE_REQUEST_TEXTS.linkOnce)).toBeInTheDocument();
    expect((within(dialog).getByTestId('file-request-link') as HTMLInputElement).value).toContain(
      '/request#t=',
    );
    expect(within(dialog).getByRole('button', { name: FILE_REQUEST_TEXTS.copyLink })).toBeEnabled();
    const [create] = calls('POST', API.fileRequests.list);
    expect(create?.body).toMatchObject({
      client_id: client.client_id,
      email: 'someone@example.com',
      title: 'Contracts to translate',
      extensions: ['docx', 'pdf'],
      max_size_mb: 100,
    });

    await user.click(within(dialog).getByRole('button', { name: FR_TEXTS.done }));
    await waitFor(() => expect(screen.getAllByTestId('file-request-row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Contracts to translate' })).toBeInTheDocument();
  });

  it('shows a request: its facts, received files and assignments; closes it after a confirm', async () => {
    signInAs('OA');
    const { user } = renderApp('/file-requests/1');
    expect(await screen.findByRole('heading', { name: 'Annual report texts', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('file-request-file')).toHaveTextContent('annual-report-2026.docx');
    expect(screen.getByTestId('file-request-assignment')).toHaveTextContent('REQ-1-1');
    expect(screen.queryByRole('button', { name: FILE_REQUEST_TEXTS.close })).toBeNull();

    renderApp('/file-requests/2');
    expect(
      await screen.findByRole('heading', { name: 'Source files for the Q4 brochure' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FILE_REQUEST_TEXTS.close }));
    const confirm = await screen.findByRole('dialog', { name: FR_TEXTS.closeConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: FILE_REQUEST_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('button', { name: FILE_REQUEST_TEXTS.close })).toBeNull());
    expect(calls('POST', API.fileRequests.close(2))).toHaveLength(1);
    // The Close button went with the request's open state: the heading has the focus, not the page.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Source files for the Q4 brochure', level: 1 }),
      ).toHaveFocus(),
    );
  });

  it('tells staff who may not ask for files so on a request, without calling it (a 403 would sign out)', async () => {
    signInAs('EMPTY');
    renderApp('/file-requests/2');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(recordedRequests().some((r) => r.url.includes(API.fileRequests.byId(2)))).toBe(false);
  });

  it('tells staff who may not ask for files so, without calling the list', async () => {
    signInAs('EMPTY');
    renderApp('/file-requests');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(recordedRequests().some((r) => r.url.includes(API.fileRequests.list))).toBe(false);
  });
});
