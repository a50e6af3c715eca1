import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CLIENT_MESSAGES } from '@ops/contracts';
import type { Invoice, InvoiceRequest } from '@ops/contracts';
import { clientAreaRoutes, expectErrorToast, query } from '@/test/client-fixtures';
import { signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { choose } from '@/test/select-helpers';

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/** List prices by ISO currency (?currency=) and MSLA prices by invoice currency (?curr=). */
const LIST: Record<string, string> = { '101:USD': '0.05', '201:USD': '18.00', '201:EUR': '16.56' };
const MSLA: Record<string, string> = { '201:USD': '15.00', '201:EURO': '13.80' };

const priceAnswer =
  (id: number) =>
  (request: RecordedRequest): MockReply => {
    const params = query(request);
    if (params.has('curr')) {
      return {
        body: { success: true, list_price: MSLA[`${id}:${params.get('curr')}`] ?? null, unit_type: 'Pages' },
      };
    }
    const price = LIST[`${id}:${params.get('currency')}`];
    return price
      ? { body: { success: true, list_price: price, unit_type: 'Pages' } }
      : { status: 404, body: { success: false, message: CLIENT_MESSAGES.listPriceNotFoundForSubService } };
  };

const savedInvoice = (body: InvoiceRequest): Invoice => ({
  id: 31,
  client_id: 1,
  invoice_validity_start: body.invoice_validity_start,
  invoice_validity_end: body.invoice_validity_end,
  default_entity: 11,
  default_entity_name: 'Acme India',
  currency_used: 'USD',
  comments: '',
  types_of_discounts: ['Festive Offer'],
  taxes_list: [],
  list_of_services: [
    {
      id: 1,
      service: 2,
      service_name: 'Presentation Design',
      sub_service: 201,
      sub_service_name: 'Basic Design',
      unit_type: 'Pages',
      list_price: '18.00',
      msla_price: '15.00',
      offered_price: '12.00',
      cumm_discount_listprice: '33.33',
      cumm_discount_mslaprice: '20.00',
    },
  ],
  invoice_codes_list: ['INV-1'],
});

function setup(routes: Record<string, Handler> = {}) {
  const server = mockServer(
    clientAreaRoutes({
      [`GET ${API.requester.servicePrice(101)}`]: priceAnswer(101),
      [`GET ${API.requester.servicePrice(102)}`]: priceAnswer(102),
      [`GET ${API.requester.servicePrice(201)}`]: priceAnswer(201),
      [`POST ${API.requester.invoice}`]: { status: 400, body: { success: false, message: 'not expected' } },
      ...routes,
    }),
  );
  signIn();
  return { ...renderApp('/adduser?tab=invoices&client=1'), server };
}

type User = ReturnType<typeof setup>['user'];

async function openForm(user: User) {
  await screen.findByText('No invoices yet. Add one with the Form tab.');
  await user.click(screen.getByRole('tab', { name: 'Form' }));
}

async function addLine(user: User, service: string, sub: string) {
  await user.click(await screen.findByRole('button', { name: 'Add service' }));
  const line = screen.getAllByRole('group', { name: /^Service line/ }).at(-1)!;
  await choose(user, within(line).getByLabelText('Service'), service);
  await choose(user, within(line).getByLabelText('Sub-service'), sub);
  return line;
}

const price = (line: HTMLElement) => within(line).getByLabelText('Invoice price');

async function setPrice(user: User, line: HTMLElement, value: string) {
  await user.clear(price(line));
  await user.type(price(line), value);
}

describe('invoice form', () => {
  it('measures the cumulative discount against the MSLA price and updates it live', async () => {
    const { user, server } = setup();
    await openForm(user);
    const line = await addLine(user, 'Presentation Design', 'Basic Design');
    await waitFor(() =>
      expect(within(line).getByLabelText('List price')).toHaveTextContent('18.00 USD / Pages'),
    );
    expect(within(line).getByLabelText('MSLA price')).toHaveTextContent('15.00 USD');
    const calls = server.calls('GET', API.requester.servicePrice(201)).map((r) => query(r).toString());
    expect(calls.sort()).toEqual(['curr=USD', 'currency=USD']);

    await setPrice(user, line, '12');
    const cumulative = within(line).getByLabelText('Cumulative discount (against MSLA)');
    expect(cumulative).toHaveTextContent('20.00%');
    expect(within(line).getByLabelText('Discount off list')).toHaveTextContent('33.33%');
    expect(within(line).getByLabelText('Discount off MSLA')).toHaveTextContent('20.00%');
    await setPrice(user, line, '13.5');
    expect(cumulative).toHaveTextContent('10.00%');
  });

  it('measures it against the list price when there is no MSLA price', async () => {
    const { user } = setup();
    await openForm(user);
    const line = await addLine(user, 'Translation Services', 'Proofreading');
    await waitFor(() => expect(within(line).getByLabelText('MSLA price')).toHaveTextContent('No MSLA price'));
    await setPrice(user, line, '0.04');
    expect(within(line).getByLabelText('Cumulative discount (against list)')).toHaveTextContent('20.00%');
    expect(within(line).getByLabelText('Discount off MSLA')).toHaveTextContent('—');
  });

  it('refuses an invoice price without a list price, and resets the sub-service when the price is missing', async () => {
    const { user } = setup();
    await openForm(user);
    await user.click(await screen.findByRole('button', { name: 'Add service' }));
    const line = screen.getByRole('group', { name: 'Service line 1' });
    await user.type(price(line), '5');
    await expectErrorToast(CLIENT_MESSAGES.listPriceNotFoundInvoice);
    expect(price(line)).toHaveValue('0');

    await choose(user, within(line).getByLabelText('Service'), 'Translation Services');
    await choose(user, within(line).getByLabelText('Sub-service'), 'Localization');
    await expectErrorToast(CLIENT_MESSAGES.listPriceNotFoundForSubService);
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('0.00'));
    expect(within(line).getByLabelText('Sub-service').closest('.field')).not.toHaveTextContent(
      'Localization',
    );
  });

  it('resets the invoice price to 0 and shows Loading... when another sub-service is chosen', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup({
      [`GET ${API.requester.servicePrice(201)}`]: async (request) => {
        await gate;
        return priceAnswer(201)(request);
      },
    });
    await openForm(user);
    const line = await addLine(user, 'Translation Services', 'Proofreading');
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('0.05'));
    await setPrice(user, line, '0.04');
    await choose(user, within(line).getByLabelText('Service'), 'Presentation Design');
    await choose(user, within(line).getByLabelText('Sub-service'), 'Basic Design');
    expect(price(line)).toHaveValue('0');
    expect(within(line).getByLabelText('List price')).toHaveTextContent('Loading...');
    expect(within(line).getByLabelText('MSLA price')).toHaveTextContent('Loading...');
    release();
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('18.00'));
  });

  it('re-prices in another currency, mapping EURO to EUR for the list price', async () => {
    const { user, server } = setup();
    await openForm(user);
    const line = await addLine(user, 'Presentation Design', 'Basic Design');
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('18.00'));
    await user.selectOptions(screen.getByLabelText('Currency'), 'EURO');
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('16.56 EURO'));
    expect(within(line).getByLabelText('MSLA price')).toHaveTextContent('13.80 EURO');
    const asked = server.calls('GET', API.requester.servicePrice(201)).map((r) => query(r).toString());
    expect(asked).toEqual(expect.arrayContaining(['currency=EUR', 'curr=EURO']));
  });

  it('saves the invoice and returns to the list; the server refusal is shown as it is', async () => {
    let refuse = true;
    const saved: Invoice[] = [];
    const { user, server } = setup({
      [`POST ${API.requester.invoice}`]: (request) => {
        if (refuse)
          return { status: 400, body: { success: false, message: CLIENT_MESSAGES.listPriceNotFoundInvoice } };
        saved.push(savedInvoice(request.body as InvoiceRequest));
        return { body: { success: true, message: CLIENT_MESSAGES.invoiceSaved, data: saved[0] } };
      },
      [`GET ${API.requester.invoice}`]: () => ({ body: { success: true, data: saved } }),
    });
    await openForm(user);
    await user.type(screen.getByLabelText('Invoice valid from'), '2026-12-01');
    await user.type(screen.getByLabelText('Invoice valid until'), '2026-11-30');
    await user.click(screen.getByLabelText('Festive Offer'));
    const line = await addLine(user, 'Presentation Design', 'Basic Design');
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('18.00'));
    await setPrice(user, line, '12');
    await user.type(screen.getByLabelText('Invoice codes'), 'INV-1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByTestId('invoice_validity_end-error')).toHaveTextContent(
      CLIENT_MESSAGES.dateOrder,
    );
    await user.clear(screen.getByLabelText('Invoice valid until'));
    await user.type(screen.getByLabelText('Invoice valid until'), '2027-11-30');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await expectErrorToast(CLIENT_MESSAGES.listPriceNotFoundInvoice);
    const sent = server.calls('POST', API.requester.invoice)[0]!.body as InvoiceRequest;
    expect(sent).toMatchObject({
      client_id: 1,
      invoice_validity_start: '2026-12-01',
      invoice_validity_end: '2027-11-30',
      default_entity: 11,
      currency_used: 'USD',
      types_of_discounts: ['Festive Offer'],
      list_of_services: [{ sub_service: 201, offered_price: '12' }],
      invoice_codes_list: ['INV-1'],
    });
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByText(CLIENT_MESSAGES.invoiceSaved)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'Invoice 31 · Acme India' });
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByRole('table')).toHaveTextContent('Basic Design');
    expect(within(card).getByRole('table')).toHaveTextContent('33.33%');
  });
});
