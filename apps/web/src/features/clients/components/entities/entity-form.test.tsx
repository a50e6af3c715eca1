import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, CLIENT_MESSAGES } from '@ops/contracts';
import type { EntityRequest } from '@ops/contracts';
import { calls, demoState, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { choose, shownIn } from '@/test/select-helpers';
import { expectErrorToast } from '@/features/clients/test-kit/error-toast';

// Acme Corporation (client 1) has two entities: Acme UK Ltd (id 1) and Acme India Pvt Ltd (id 2). The demo
// catalogue numbers the sub-services: Proofreading 3, Localization 4, Basic Design 6.
function setup() {
  signInAs('OA');
  return renderApp('/adduser?tab=entities&client=1');
}

const query = (url: string) => new URL(url).searchParams;

/**
 * Every sub-service of the demo's catalogue has a list price in every currency; one without a price there
 * is the server's case, answered here as the server answers it.
 */
const noListPrice = (subService: number, currency?: string) =>
  server.use(
    http.get(API.requester.servicePrice(subService), ({ request }) =>
      !currency || query(request.url).get('currency') === currency
        ? HttpResponse.json(
            { success: false, message: CLIENT_MESSAGES.listPriceNotFoundForSubService },
            { status: 404 },
          )
        : undefined,
    ),
  );

async function openForm(user: ReturnType<typeof setup>['user']) {
  await screen.findByRole('article', { name: 'Acme India Pvt Ltd' });
  await user.click(screen.getByRole('tab', { name: 'Form' }));
  return screen.findByLabelText('Entity name');
}

async function addLine(user: ReturnType<typeof setup>['user'], service: string, sub: string) {
  await user.click(screen.getByRole('button', { name: 'Add service' }));
  const line = screen.getAllByRole('group', { name: /^Service line/ }).at(-1)!;
  await choose(user, within(line).getByLabelText('Service'), service);
  await choose(user, within(line).getByLabelText('Sub-service'), sub);
  return line;
}

describe('entity form', () => {
  it('lets the charge code be set only while the flag is on', async () => {
    const { user } = setup();
    await openForm(user);
    expect(screen.getByLabelText('Charge code')).toBeDisabled();
    await user.click(screen.getByLabelText('Uses charge code'));
    expect(screen.getByLabelText('Charge code')).toBeEnabled();
    await user.type(screen.getByLabelText('Entity name'), 'Acme UK');
    await choose(user, screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save entity' }));
    expect(await screen.findByTestId('charge_code-error')).toHaveTextContent(
      CLIENT_MESSAGES.chargeCodeRequired,
    );
    await user.type(screen.getByLabelText('Charge code'), 'CC-42');
    await user.click(screen.getByLabelText('Uses charge code'));
    expect(screen.getByLabelText('Charge code')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save entity' }));
    await waitFor(() => expect(calls('POST', API.requester.entity)).toHaveLength(1));
    const sent = calls('POST', API.requester.entity)[0]!.body as EntityRequest;
    expect(sent).toMatchObject({ uses_charge_code: false, charge_code: null, contract_file_type: 'NDA' });
    expect(await screen.findByRole('article', { name: 'Acme UK' })).toBeInTheDocument();
    expect(demoState().clientArea.entities.find((e) => e.entity_name === 'Acme UK')?.charge_code).toBeNull();
  });

  it('makes an MSLA entity when the contract type is MSLA', async () => {
    const { user } = setup();
    await openForm(user);
    expect(screen.getByLabelText('Contract type')).toHaveValue('NDA');
    expect(screen.getByLabelText('MSLA entity')).not.toBeChecked();
    await user.selectOptions(screen.getByLabelText('Contract type'), 'MSLA');
    expect(screen.getByLabelText('MSLA entity')).toBeChecked();
  });

  it('clears the city when the country changes', async () => {
    const { user } = setup();
    await openForm(user);
    await choose(user, screen.getByLabelText('City'), 'Pune');
    await choose(user, screen.getByLabelText('Country'), 'Germany');
    expect(shownIn(screen.getByLabelText('City'))).not.toContain('Pune');
    expect(screen.getByTestId('country-info')).toHaveTextContent('Currency EUR · Tax VAT');
  });

  it('resets the line and shows Loading... while the list price of a sub-service loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Basic Design's price is held back until the test lets it through to the demo.
    server.use(
      http.get(API.requester.servicePrice(6), async () => {
        await gate;
      }),
    );
    const { user } = setup();
    await openForm(user);
    const line = await addLine(user, 'Translation Services', 'Proofreading');
    expect(await within(line).findByLabelText('List price')).toHaveTextContent('0.05 USD / Words');
    await user.type(within(line).getByLabelText('Discount (%)'), '{Backspace}20');
    // 0.05 x 80 x 0.9 / 100 = 0.036, rounded to 2 decimals
    expect(within(line).getByLabelText('Final sell price')).toHaveTextContent('0.04 USD');

    await choose(user, within(line).getByLabelText('Service'), 'Presentation Design');
    await choose(user, within(line).getByLabelText('Sub-service'), 'Basic Design');
    expect(within(line).getByLabelText('List price')).toHaveTextContent('Loading...');
    expect(within(line).getByLabelText('Final sell price')).toHaveTextContent('Loading...');
    expect(within(line).getByLabelText('Discount (%)')).toHaveValue('0');
    release();
    await waitFor(() =>
      expect(within(line).getByLabelText('List price')).toHaveTextContent('18.00 USD / Pages'),
    );
    expect(within(line).getByLabelText('Final sell price')).toHaveTextContent('16.20 USD');
    expect(query(calls('GET', API.requester.servicePrice(6))[0]!.url).get('currency')).toBe('USD');
  });

  it('toasts a missing list price and resets the sub-service', async () => {
    noListPrice(4);
    const { user } = setup();
    await openForm(user);
    const line = await addLine(user, 'Translation Services', 'Localization');
    await expectErrorToast(CLIENT_MESSAGES.listPriceNotFoundForSubService);
    await waitFor(() =>
      expect(shownIn(within(line).getByLabelText('Sub-service'))).not.toContain('Localization'),
    );
    expect(within(line).getByLabelText('List price')).toHaveTextContent('0.00');

    await user.type(within(line).getByLabelText('Discount (%)'), '5');
    await expectErrorToast(CLIENT_MESSAGES.listPriceNotFoundInvoice);
    expect(within(line).getByLabelText('Discount (%)')).toHaveValue('0');
  });

  it('prices the lines again in another currency, resetting a line without a price there', async () => {
    noListPrice(6, 'EUR');
    const { user } = setup();
    await openForm(user);
    const first = await addLine(user, 'Translation Services', 'Localization');
    const second = await addLine(user, 'Presentation Design', 'Basic Design');
    await waitFor(() => expect(within(second).getByLabelText('List price')).toHaveTextContent('18.00'));
    expect(within(first).getByLabelText('List price')).toHaveTextContent('0.18 USD');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    // 0.18 USD x 0.92 = 0.1656, to the cent.
    await waitFor(() => expect(within(first).getByLabelText('List price')).toHaveTextContent('0.17 EUR'));
    await expectErrorToast(CLIENT_MESSAGES.listPriceNotFoundForSubService);
    await waitFor(() =>
      expect(shownIn(within(second).getByLabelText('Sub-service'))).not.toContain('Basic Design'),
    );
  });

  it('checks, uploads and previews the contract file, then saves and returns to the list', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:local-1'), revokeObjectURL: vi.fn() }),
    );
    const { user } = setup();
    await openForm(user);
    const input = screen.getByLabelText('Upload contract');
    const huge = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByTestId('contract-error')).toHaveTextContent(CLIENT_MESSAGES.fileTooLarge);
    expect(calls('POST', API.requester.contractUpload)).toHaveLength(0);

    await user.upload(input, new File(['%PDF'], 'nda.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('contract-filename')).toHaveTextContent('nda.pdf');
    expect(screen.queryByTestId('contract-error')).not.toBeInTheDocument();
    // The file itself is sent, with its name and type.
    const upload = calls('POST', API.requester.contractUpload)[0]!;
    expect((upload.body as FormData).get('file')).toMatchObject({
      name: 'nda.pdf',
      size: 4,
      type: 'application/pdf',
    });
    expect(demoState().clientArea.uploads.has('contracts/demo-upload-1.pdf')).toBe(true);
    // The accept filter is only a hint: a user can still pick "All files".
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByTestId('contract-error')).toHaveTextContent(CLIENT_MESSAGES.fileTypeNotAllowed);
    expect(calls('POST', API.requester.contractUpload)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Preview contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Contract preview' });
    expect(within(dialog).getByTitle('Contract preview')).toHaveAttribute('src', 'blob:local-1');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'nda.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));

    await user.type(screen.getByLabelText('Entity name'), 'Acme UK');
    await choose(user, screen.getByLabelText('City'), 'Pune');
    const line = await addLine(user, 'Translation Services', 'Proofreading');
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('0.05'));
    await user.clear(within(line).getByLabelText('Discount (%)'));
    await user.type(within(line).getByLabelText('Discount (%)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save entity' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true'),
    );
    const sent = calls('POST', API.requester.entity)[0]!.body as EntityRequest;
    expect(sent).toMatchObject({
      client_id: 1,
      entity_name: 'Acme UK',
      country: 'India',
      city: 'Pune',
      // The file as the upload answered it: the demo's first upload of the session.
      contract: { filename: 'nda.pdf', s3_path: 'contracts/demo-upload-1.pdf' },
      services: [{ service_mapper: 3, discount: '12.5' }],
      company_reg_validity: null,
    });
    expect(await screen.findByText(CLIENT_MESSAGES.entitySaved)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Acme UK' })).toBeInTheDocument();
  });

  it('opens a saved entity from its card in the form and saves it with PUT', async () => {
    // The preview shows the file the call links to; the demo links to a PDF it makes in the browser.
    const createObjectURL = vi.fn((_file: Blob) => 'blob:contract-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = setup();
    // Acme UK Ltd: an NDA on file and three priced services, Translation - Client-ready (assured) first.
    const card = await screen.findByRole('article', { name: 'Acme UK Ltd' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Entity name')).toHaveValue('Acme UK Ltd');
    expect(query(calls('GET', API.requester.entityById(1))[0]!.url).get('is_update')).toBe('true');
    const line = screen.getByRole('group', { name: 'Service line 1' });
    expect(shownIn(within(line).getByLabelText('Service'))).toContain('Translation Services');
    expect(shownIn(within(line).getByLabelText('Sub-service'))).toContain(
      'Translation - Client-ready (assured)',
    );
    // The saved discount as the server keeps it, to the cent.
    expect(within(line).getByLabelText('Discount (%)')).toHaveValue('5.00');
    expect(screen.getAllByRole('group', { name: /^Service line/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Preview contract' }));
    expect(await screen.findByTitle('Contract preview')).toHaveAttribute('src', 'blob:contract-1');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), 'E14 5AC');
    await user.click(screen.getByRole('button', { name: 'Save entity' }));
    await waitFor(() => expect(calls('PUT', API.requester.entityById(1))).toHaveLength(1));
    expect(calls('PUT', API.requester.entityById(1))[0]!.body).toMatchObject({
      zip_code: 'E14 5AC',
      services: [
        { service_mapper: 2, discount: '5.00' },
        { service_mapper: 3, discount: '0.00' },
        { service_mapper: 6, discount: '10.00' },
      ],
      contract: { filename: 'acme-uk-nda.pdf', s3_path: 'contracts/sample-acme-1.pdf' },
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(demoState().clientArea.entities.find((e) => e.id === 1)?.zip_code).toBe('E14 5AC');
  });
});
