import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, CLIENT_MESSAGES } from '@ops/contracts';
import type { EntityRequest } from '@ops/contracts';
import { clientAreaRoutes, entityFixture, expectErrorToast, query } from '@/test/client-fixtures';
import { signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { choose, shownIn } from '@/test/select-helpers';

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

const PRICES: Record<string, string> = { '101:USD': '0.05', '101:EUR': '0.046', '201:USD': '18.00' };
const priceRoutes = (): Record<string, Handler> =>
  Object.fromEntries(
    [101, 102, 201].map((id) => [
      `GET ${API.requester.servicePrice(id)}`,
      (request: RecordedRequest): MockReply => {
        const price = PRICES[`${id}:${query(request).get('currency')}`];
        return price
          ? { body: { success: true, list_price: price, unit_type: 'Words' } }
          : {
              status: 404,
              body: { success: false, message: CLIENT_MESSAGES.listPriceNotFoundForSubService },
            };
      },
    ]),
  );

function setup(routes: Record<string, Handler> = {}) {
  const server = mockServer(
    clientAreaRoutes({
      ...priceRoutes(),
      [`POST ${API.requester.entity}`]: (request) => ({
        body: {
          success: true,
          message: CLIENT_MESSAGES.entitySaved,
          data: entityFixture(request.body as object),
        },
      }),
      ...routes,
    }),
  );
  signIn();
  const view = renderApp('/adduser?tab=entities&client=1');
  return { ...view, server };
}

async function openForm(user: ReturnType<typeof setup>['user']) {
  await screen.findByRole('article', { name: 'Acme India' });
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
    const { user, server } = setup();
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
    await waitFor(() => expect(server.calls('POST', API.requester.entity)).toHaveLength(1));
    const sent = server.calls('POST', API.requester.entity)[0]!.body as EntityRequest;
    expect(sent).toMatchObject({ uses_charge_code: false, charge_code: null, contract_file_type: 'NDA' });
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
    const { user, server } = setup({
      [`GET ${API.requester.servicePrice(201)}`]: async () => {
        await gate;
        return { body: { success: true, list_price: '18.00', unit_type: 'Pages' } };
      },
    });
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
    expect(query(server.calls('GET', API.requester.servicePrice(201))[0]!).get('currency')).toBe('USD');
  });

  it('toasts a missing list price and resets the sub-service', async () => {
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
    const { user } = setup();
    await openForm(user);
    const first = await addLine(user, 'Translation Services', 'Proofreading');
    const second = await addLine(user, 'Presentation Design', 'Basic Design');
    await waitFor(() => expect(within(second).getByLabelText('List price')).toHaveTextContent('18.00'));
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await waitFor(() => expect(within(first).getByLabelText('List price')).toHaveTextContent('0.046 EUR'));
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
    const { user, server } = setup({
      [`POST ${API.requester.contractUpload}`]: {
        body: { success: true, message: '', file: { filename: 'nda.pdf', s3_path: 'contracts/abc.pdf' } },
      },
    });
    await openForm(user);
    const input = screen.getByLabelText('Upload contract');
    const huge = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByTestId('contract-error')).toHaveTextContent(CLIENT_MESSAGES.fileTooLarge);
    expect(server.calls('POST', API.requester.contractUpload)).toHaveLength(0);

    await user.upload(input, new File(['%PDF'], 'nda.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('contract-filename')).toHaveTextContent('nda.pdf');
    expect(screen.queryByTestId('contract-error')).not.toBeInTheDocument();
    expect(
      (server.calls('POST', API.requester.contractUpload)[0]!.body as FormData).get('file'),
    ).toBeInstanceOf(File);
    // The accept filter is only a hint: a user can still pick "All files".
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByTestId('contract-error')).toHaveTextContent(CLIENT_MESSAGES.fileTypeNotAllowed);
    expect(server.calls('POST', API.requester.contractUpload)).toHaveLength(1);
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
    const sent = server.calls('POST', API.requester.entity)[0]!.body as EntityRequest;
    expect(sent).toMatchObject({
      client_id: 1,
      entity_name: 'Acme UK',
      country: 'India',
      city: 'Pune',
      contract: { filename: 'nda.pdf', s3_path: 'contracts/abc.pdf' },
      services: [{ service_mapper: 101, discount: '12.5' }],
      company_reg_validity: null,
    });
    expect(await screen.findByText(CLIENT_MESSAGES.entitySaved)).toBeInTheDocument();
  });

  it('opens a saved entity from its card in the form and saves it with PUT', async () => {
    const saved = entityFixture({
      contract: { filename: 'msla.pdf', s3_path: 'contracts/m.pdf' },
      invoice_details: {
        currency: 'USD',
        services: [
          {
            id: 5,
            service_mapper: 101,
            service_id: 1,
            service: 'Translation Services',
            sub_service: 'Proofreading',
            unit_type: 'Words',
            list_price: '0.05',
            discount: '10',
            offered_price: '0.04',
          },
        ],
      },
    });
    const { user, server } = setup({
      [`GET ${API.requester.entityById(11)}`]: { body: { success: true, message: '', data: saved } },
      [`PUT ${API.requester.entityById(11)}`]: (request) => ({
        body: {
          success: true,
          message: CLIENT_MESSAGES.entitySaved,
          data: entityFixture(request.body as object),
        },
      }),
      [`GET ${API.requester.entityContract(11)}`]: {
        body: { success: true, url: '/files/signed', filename: 'msla.pdf', content_type: 'application/pdf' },
      },
    });
    const card = await screen.findByRole('article', { name: 'Acme India' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Entity name')).toHaveValue('Acme India');
    expect(query(server.calls('GET', API.requester.entityById(11))[0]!).get('is_update')).toBe('true');
    const line = screen.getByRole('group', { name: 'Service line 1' });
    expect(shownIn(within(line).getByLabelText('Service'))).toContain('Translation Services');
    expect(shownIn(within(line).getByLabelText('Sub-service'))).toContain('Proofreading');
    expect(within(line).getByLabelText('Discount (%)')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Preview contract' }));
    expect(await screen.findByTitle('Contract preview')).toHaveAttribute('src', '/files/signed');
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '400002');
    await user.click(screen.getByRole('button', { name: 'Save entity' }));
    await waitFor(() => expect(server.calls('PUT', API.requester.entityById(11))).toHaveLength(1));
    expect(server.calls('PUT', API.requester.entityById(11))[0]!.body).toMatchObject({
      zip_code: '400002',
      services: [{ service_mapper: 101, discount: '10' }],
      contract: { filename: 'msla.pdf', s3_path: 'contracts/m.pdf' },
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true'),
    );
  });
});
