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
import { clientRecords, oneRecord, saveRecord } from './client-calls';

/** A client's invoices (price agreements) and users (the people deliveries are shared with). */
export function clientRecordHandlers(state: DemoState) {
  const area = state.clientArea;
  const invoice = (id: number) =>
    presentInvoice(
      state,
      area.invoices.find((i) => i.id === id) ?? refuse(404, CLIENT_MESSAGES.invoiceNotFound),
    );
  const user = (id: number) =>
    area.users.find((u) => u.id === id) ?? refuse(404, CLIENT_MESSAGES.userNotFound);
  const saveInvoiceCall = (withId: boolean) =>
    saveRecord(
      invoiceResponseSchema,
      invoiceRequestSchema,
      CLIENT_MESSAGES.invoiceSaved,
      (input, id) => saveInvoice(state, input, id),
      withId,
    );
  const saveUserCall = (withId: boolean) =>
    saveRecord(
      clientUserResponseSchema,
      clientUserRequestSchema,
      CLIENT_MESSAGES.userSaved,
      (input, id) => saveClientUser(state, input, id),
      withId,
    );

  return [
    http.get(
      API.requester.invoice,
      clientRecords(
        invoiceListResponseSchema,
        () => area.invoices,
        (i) => presentInvoice(state, i),
      ),
    ),
    http.get(API.requester.invoiceById(':id'), oneRecord(invoiceResponseSchema, invoice)),
    http.post(API.requester.invoice, saveInvoiceCall(false)),
    http.put(API.requester.invoiceById(':id'), saveInvoiceCall(true)),
    http.patch(API.requester.invoiceById(':id'), saveInvoiceCall(true)),

    http.get(
      API.requester.user,
      clientRecords(clientUserListResponseSchema, () => area.users),
    ),
    http.get(API.requester.userById(':id'), oneRecord(clientUserResponseSchema, user)),
    http.post(API.requester.user, saveUserCall(false)),
    http.put(API.requester.userById(':id'), saveUserCall(true)),
    http.patch(API.requester.userById(':id'), saveUserCall(true)),
  ];
}
