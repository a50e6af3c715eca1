import { http } from 'msw';
import {
  API,
  CLIENT_MESSAGES,
  clientIdQuerySchema,
  clientUserListResponseSchema,
  clientUserRequestSchema,
  clientUserResponseSchema,
  invoiceListResponseSchema,
  invoiceRequestSchema,
  invoiceResponseSchema,
} from '@ops/contracts';
import type { ClientUser, Invoice } from '@ops/contracts';
import { presentInvoice, Refusal, saveClientUser, saveInvoice } from '../data/client-store';
import type { DemoState } from '../data/demo-state';
import { clientAdminsOnly, noSuchPath, recordId, refused } from './client-calls';
import { failure, readBody, readQuery, reply, withAccount } from './respond';

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** A client's invoices (price agreements) and users (the people deliveries are shared with). */
export function clientRecordHandlers(state: DemoState) {
  const area = state.clientArea;
  const invoiceSaved = (result: Invoice | Refusal) =>
    result instanceof Refusal
      ? refused(result)
      : reply(invoiceResponseSchema, { success: true, message: CLIENT_MESSAGES.invoiceSaved, data: result });
  const userSaved = (result: ClientUser | Refusal) =>
    result instanceof Refusal
      ? refused(result)
      : reply(clientUserResponseSchema, { success: true, message: CLIENT_MESSAGES.userSaved, data: result });

  return [
    http.get(
      API.requester.invoice,
      withAccount(({ request }) => {
        const query = readQuery(request, clientIdQuerySchema);
        if ('refusal' in query) return query.refusal;
        const invoices = area.invoices.filter((i) => i.client_id === query.data.cid).sort(byId);
        return reply(invoiceListResponseSchema, {
          success: true,
          data: invoices.map((i) => presentInvoice(state, i)),
        });
      }),
    ),
    http.get(
      API.requester.invoiceById(':id'),
      withAccount(({ params }) => {
        const id = recordId(params);
        if (id === null) return noSuchPath();
        const invoice = area.invoices.find((i) => i.id === id);
        if (!invoice) return failure(404, CLIENT_MESSAGES.invoiceNotFound);
        return reply(invoiceResponseSchema, {
          success: true,
          message: '',
          data: presentInvoice(state, invoice),
        });
      }),
    ),
    http.post(
      API.requester.invoice,
      clientAdminsOnly(async ({ request }) => {
        const body = await readBody(request, invoiceRequestSchema);
        if ('refusal' in body) return body.refusal;
        return invoiceSaved(saveInvoice(state, body.data));
      }),
    ),
    ...(['put', 'patch'] as const).map((method) =>
      http[method](
        API.requester.invoiceById(':id'),
        clientAdminsOnly(async ({ request, params }) => {
          const id = recordId(params);
          if (id === null) return noSuchPath();
          const body = await readBody(request, invoiceRequestSchema);
          if ('refusal' in body) return body.refusal;
          return invoiceSaved(saveInvoice(state, body.data, id));
        }),
      ),
    ),

    http.get(
      API.requester.user,
      withAccount(({ request }) => {
        const query = readQuery(request, clientIdQuerySchema);
        if ('refusal' in query) return query.refusal;
        const users = area.users.filter((u) => u.client_id === query.data.cid).sort(byId);
        return reply(clientUserListResponseSchema, { success: true, data: users });
      }),
    ),
    http.get(
      API.requester.userById(':id'),
      withAccount(({ params }) => {
        const id = recordId(params);
        if (id === null) return noSuchPath();
        const user = area.users.find((u) => u.id === id);
        if (!user) return failure(404, CLIENT_MESSAGES.userNotFound);
        return reply(clientUserResponseSchema, { success: true, message: '', data: user });
      }),
    ),
    http.post(
      API.requester.user,
      clientAdminsOnly(async ({ request }) => {
        const body = await readBody(request, clientUserRequestSchema);
        if ('refusal' in body) return body.refusal;
        return userSaved(saveClientUser(state, body.data));
      }),
    ),
    ...(['put', 'patch'] as const).map((method) =>
      http[method](
        API.requester.userById(':id'),
        clientAdminsOnly(async ({ request, params }) => {
          const id = recordId(params);
          if (id === null) return noSuchPath();
          const body = await readBody(request, clientUserRequestSchema);
          if ('refusal' in body) return body.refusal;
          return userSaved(saveClientUser(state, body.data, id));
        }),
      ),
    ),
  ];
}
