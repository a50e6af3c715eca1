import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, CLIENT_MESSAGES } from '@ops/contracts';
import { calls, demoState, sentBodies, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { choose } from '@/test/select-helpers';
import { expectErrorToast } from '@/features/clients/test-kit/error-toast';

// Meridian Capital Partners (client 5) has no invoices yet; its first entity is Meridian Capital Partners
// Pte. Ltd. (id 6). The demo catalogue numbers the sub-services: Localization 4, Basic Design 6 (list price
// 18.00 USD, MSLA price 15.00 USD).
function setup() {
  signInAs('OA');
  return renderApp('/adduser?tab=invoices&client=5');
}

const query = (url: string) => new URL(url).searchParams;
const asked = (subService: number) =>
  calls('GET', API.requester.servicePrice(subService)).map((r) => query(r.url).toString());

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
    const { user } = setup();
    await openForm(user);
    const line = await addLine(user, 'Presentation Design', 'Basic Design');
    await waitFor(() =>
      expect(within(line).getByLabelText('List price')).toHaveTextContent('18.00 USD / Pages'),
    );
    expect(within(line).getByLabelText('MSLA price')).toHaveTextContent('15.00 USD');
    expect(asked(6).sort()).toEqual(['curr=USD', 'currency=USD']);

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
    // Transcreation: 0.25 USD a word, no MSLA rate.
    const line = await addLine(user, 'Translation Services', 'Transcreation');
    await waitFor(() => expect(within(line).getByLabelText('MSLA price')).toHaveTextContent('No MSLA price'));
    expect(within(line).getByLabelText('List price')).toHaveTextContent('0.25 USD / Words');
    await setPrice(user, line, '0.20');
    expect(within(line).getByLabelText('Cumulative discount (against list)')).toHaveTextContent('20.00%');
    expect(within(line).getByLabelText('Discount off MSLA')).toHaveTextContent('—');
  });

  it('refuses an invoice price without a list price, and resets the sub-service when the price is missing', async () => {
    // Every sub-service of the demo's catalogue has a list price; one without is the server's case.
    server.use(
      http.get(API.requester.servicePrice(4), ({ request }) =>
        query(request.url).has('currency')
          ? HttpResponse.json(
              { success: false, message: CLIENT_MESSAGES.listPriceNotFoundForSubService },
              { status: 404 },
            )
          : undefined,
      ),
    );
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
    // Basic Design's prices are held back until the test lets them through to the demo.
    server.use(
      http.get(API.requester.servicePrice(6), async () => {
        await gate;
      }),
    );
    const { user } = setup();
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
    const { user } = setup();
    await openForm(user);
    const line = await addLine(user, 'Presentation Design', 'Basic Design');
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('18.00'));
    await user.selectOptions(screen.getByLabelText('Currency'), 'EURO');
    await waitFor(() => expect(within(line).getByLabelText('List price')).toHaveTextContent('16.56 EURO'));
    expect(within(line).getByLabelText('MSLA price')).toHaveTextContent('13.80 EURO');
    expect(asked(6)).toEqual(expect.arrayContaining(['currency=EUR', 'curr=EURO']));
  });

  it('saves the invoice and returns to the list; the server refusal is shown as it is', async () => {
    // The demo prices every line it is sent; the server's refusal of a line without a list price comes
    // once, here, before the demo saves the same invoice.
    server.use(
      http.post(
        API.requester.invoice,
        () =>
          HttpResponse.json(
            { success: false, message: CLIENT_MESSAGES.listPriceNotFoundInvoice },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const sent = () => sentBodies('POST', API.requester.invoice);
    const { user } = setup();
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
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({
      client_id: 5,
      invoice_validity_start: '2026-12-01',
      invoice_validity_end: '2027-11-30',
      default_entity: 6,
      currency_used: 'USD',
      types_of_discounts: ['Festive Offer'],
      list_of_services: [{ sub_service: 6, offered_price: '12' }],
      invoice_codes_list: ['INV-1'],
    });
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByText(CLIENT_MESSAGES.invoiceSaved)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    // The same invoice, sent again.
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toEqual(sent()[0]);
    // The sample's five invoices come first: this is invoice 6.
    const card = await screen.findByRole('article', {
      name: 'Invoice 6 · Meridian Capital Partners Pte. Ltd.',
    });
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByRole('table')).toHaveTextContent('Basic Design');
    expect(within(card).getByRole('table')).toHaveTextContent('33.33%');
    expect(demoState().clientArea.invoices.find((i) => i.id === 6)?.invoice_codes_list).toEqual(['INV-1']);
  });
});
