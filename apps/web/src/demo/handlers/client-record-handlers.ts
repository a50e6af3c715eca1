import { http } from 'msw';
import {
  API,
  CLIENT_MESSAGES,
  clientUserListResponseSchema,
  clientUserRequestSchema,
  clientUserResponseSchema,
  invoiceListResponseSchema,
  invoiceRequestSchema,
  invoiceResponseSchema,
} from '@ops/contracts';
import { presentInvoice, saveClientUser, saveInvoice } from '../data/client-store';
import type { DemoState } from '../data/demo-state';
import { refuse } from '../data/refusal';
import { clientRecords, oneRecord, saveCalls } from './client-calls';

/** A client's invoices (price agreements) and users (the people deliveries are shared with). */
export function clientRecordHandlers(state: DemoState) {
  const area = state.clientArea;
  const invoice = (id: number) =>
    area.invoices.find((i) => i.id === id) ?? refuse(404, CLIENT_MESSAGES.invoiceNotFound);
  const user = (id: number) =>
    area.users.find((u) => u.id === id) ?? refuse(404, CLIENT_MESSAGES.userNotFound);
  const shown = (invoices: typeof area.invoices) => ({ data: invoices.map((i) => presentInvoice(state, i)) });

  return [
    http.get(
      API.requester.invoice,
      clientRecords(invoiceListResponseSchema, () => area.invoices, shown),
    ),
    http.get(
      API.requester.invoiceById(':id'),
      oneRecord(invoiceResponseSchema, (id) => presentInvoice(state, invoice(id))),
    ),
    ...saveCalls(
      [API.requester.invoice, API.requester.invoiceById(':id')],
      invoiceResponseSchema,
      invoiceRequestSchema,
      CLIENT_MESSAGES.invoiceSaved,
      (input, id) => saveInvoice(state, input, id),
      { state, kind: 'invoice' },
    ),
    http.get(
      API.requester.user,
      clientRecords(clientUserListResponseSchema, () => area.users),
    ),
    http.get(API.requester.userById(':id'), oneRecord(clientUserResponseSchema, user)),
    ...saveCalls(
      [API.requester.user, API.requester.userById(':id')],
      clientUserResponseSchema,
      clientUserRequestSchema,
      CLIENT_MESSAGES.userSaved,
      (input, id) => saveClientUser(state, input, id),
      { state, kind: 'client_user' },
    ),
  ];
}
