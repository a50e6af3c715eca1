import { http, HttpResponse } from 'msw';
import {
  API,
  CLIENT_MESSAGES,
  clientCodeSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientResponseSchema,
  clientSearchQuerySchema,
  createClientRequestSchema,
  defaultClientsResponseSchema,
  generateClientCodeQuerySchema,
  generateClientCodeResponseSchema,
  groupByMonth,
  MESSAGES,
  PROFILE_IMAGE_TYPES,
  updateClientRequestSchema,
  verifyClientCodeQuerySchema,
  verifyClientCodeResponseSchema,
} from '@ops/contracts';
import type { Client } from '@ops/contracts';
import { createClient, generateClientCode, isClientCodeTaken, orphanedDomain } from '../data/client-create';
import { imageKind } from '../data/client-files';
import { inTransaction, Refusal } from '../data/client-store';
import type { DemoState } from '../data/demo-state';
import { clientAdminsOnly, firstFile, noSuchPath, recordId, refused } from './client-calls';
import { clientEntityHandlers } from './client-entity-handlers';
import { clientLookupHandlers } from './client-lookup-handlers';
import { clientRecordHandlers } from './client-record-handlers';
import { failure, readBody, readQuery, reply, withAccount } from './respond';

/** The server's PROFILE_IMAGE_MAX_BYTES, which limits a client's logo too. */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_FOLDER = '/media/client-logos/';

function answerList(clients: Client[], sort: 'asc' | 'desc') {
  const direction = sort === 'desc' ? -1 : 1;
  const ordered = [...clients].sort(
    (a, b) => direction * (a.created_at.localeCompare(b.created_at) || a.client_id - b.client_id),
  );
  return reply(clientListResponseSchema, {
    success: true,
    sort_order: sort,
    data: groupByMonth(
      ordered,
      (c) => new Date(c.created_at),
      (c) => c,
    ),
  });
}

/** The client companies: list and search, one, create, edit, logo, code checks and the pickers' list. */
function clientCompanyHandlers(state: DemoState) {
  const found = (id: number) => state.clients.find((c) => c.client_id === id);
  const saved = (message: string, client: Client) =>
    reply(clientResponseSchema, { success: true, message, data: client });

  return [
    http.get(
      API.requester.company,
      withAccount(({ request }) => {
        const query = readQuery(request, clientListQuerySchema);
        if ('refusal' in query) return query.refusal;
        const { month, sort } = query.data;
        const inMonth = (c: Client) => !month || c.created_at.startsWith(month);
        return answerList(state.clients.filter(inMonth), sort);
      }),
    ),
    http.get(
      API.requester.search,
      withAccount(({ request }) => {
        const query = readQuery(request, clientSearchQuerySchema);
        if ('refusal' in query) return query.refusal;
        const term = query.data.q.toLowerCase();
        const matches = state.clients.filter((c) =>
          [c.client_name, c.client_code, ...c.client_domain_list].some((t) => t.toLowerCase().includes(term)),
        );
        return answerList(matches, query.data.sort);
      }),
    ),
    http.get(
      API.requester.companyById(':id'),
      withAccount(({ params }) => {
        const id = recordId(params);
        if (id === null) return noSuchPath();
        const client = found(id);
        return client ? saved('', client) : failure(404, CLIENT_MESSAGES.clientNotFound);
      }),
    ),
    http.post(
      API.requester.company,
      clientAdminsOnly(async ({ request }) => {
        const body = await readBody(request, createClientRequestSchema);
        if ('refusal' in body) return body.refusal;
        const client = inTransaction(state, () => createClient(state, body.data, new Date()));
        return client instanceof Refusal ? refused(client) : saved(CLIENT_MESSAGES.clientCreated, client);
      }),
    ),
    ...(['put', 'patch'] as const).map((method) =>
      http[method](
        API.requester.companyById(':id'),
        clientAdminsOnly(async ({ request, params }) => {
          const id = recordId(params);
          if (id === null) return noSuchPath();
          const body = await readBody(request, updateClientRequestSchema);
          if ('refusal' in body) return body.refusal;
          const client = found(id);
          if (!client) return failure(404, CLIENT_MESSAGES.clientNotFound);
          const { company_name, company_domain_list } = body.data;
          const orphaned = company_domain_list && orphanedDomain(state, id, company_domain_list);
          if (orphaned) return failure(400, CLIENT_MESSAGES.domainInUse(orphaned));
          const updated: Client = {
            ...client,
            client_name: company_name ?? client.client_name,
            client_domain_list: company_domain_list ?? client.client_domain_list,
          };
          state.clients = state.clients.map((c) => (c.client_id === id ? updated : c));
          return saved(CLIENT_MESSAGES.clientUpdated, updated);
        }),
      ),
    ),
    http.post(
      API.requester.companyLogo(':id'),
      clientAdminsOnly(async ({ request, params }) => {
        const id = recordId(params);
        if (id === null) return noSuchPath();
        const client = found(id);
        if (!client) return failure(404, CLIENT_MESSAGES.clientNotFound);
        const file = await firstFile(request);
        if (!file?.size) return failure(400, CLIENT_MESSAGES.fileTypeNotAllowed);
        if (file.size > LOGO_MAX_BYTES) return failure(400, MESSAGES.imageTooLarge(LOGO_MAX_BYTES));
        const type = imageKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
        if (!type) return failure(400, MESSAGES.imageTypeNotAllowed);
        const { logos } = state.clientArea;
        const path = `${LOGO_FOLDER}${id}-${logos.size + 1}.${PROFILE_IMAGE_TYPES[type]}`;
        logos.set(path, new Blob([file], { type }));
        if (client.client_logo) logos.delete(client.client_logo);
        const updated = { ...client, client_logo: path };
        state.clients = state.clients.map((c) => (c.client_id === id ? updated : c));
        return saved(CLIENT_MESSAGES.clientUpdated, updated);
      }),
    ),
    // The session's logos, at the media paths the clients name (public, as the server's media).
    http.get(`${LOGO_FOLDER}:name`, ({ request }) => {
      const logo = state.clientArea.logos.get(new URL(request.url).pathname);
      return logo ? new HttpResponse(logo, { headers: { 'content-type': logo.type } }) : noSuchPath();
    }),
    http.get(
      API.requester.defaultClients,
      withAccount(() =>
        reply(defaultClientsResponseSchema, {
          success: true,
          data: [...state.clients]
            .sort((a, b) => a.client_name.localeCompare(b.client_name))
            .map((c) => ({
              id: c.client_id,
              company_name: c.client_name,
              company_domain_list: c.client_domain_list,
              client_code: c.client_code,
            })),
        }),
      ),
    ),
    http.get(
      API.requester.generateClientCode,
      withAccount(({ request }) => {
        const query = readQuery(request, generateClientCodeQuerySchema);
        if ('refusal' in query) return query.refusal;
        return reply(generateClientCodeResponseSchema, {
          success: true,
          client_code: generateClientCode(state, query.data.com),
        });
      }),
    ),
    http.get(
      API.requester.verifyClientCode,
      withAccount(({ request }) => {
        const query = readQuery(request, verifyClientCodeQuerySchema);
        if ('refusal' in query) return query.refusal;
        const code = clientCodeSchema.safeParse(query.data.cc);
        const taken = code.success && isClientCodeTaken(state, code.data);
        return reply(verifyClientCodeResponseSchema, {
          success: true,
          valid: code.success && !taken,
          message: !code.success
            ? CLIENT_MESSAGES.clientCodeFormat
            : taken
              ? CLIENT_MESSAGES.clientCodeTaken(code.data)
              : CLIENT_MESSAGES.clientCodeAvailable,
        });
      }),
    ),
  ];
}

/** The client administration (spec part 3) over the session's sample clients. */
export const clientHandlers = (state: DemoState) => [
  ...clientCompanyHandlers(state),
  ...clientLookupHandlers(),
  ...clientEntityHandlers(state),
  ...clientRecordHandlers(state),
];
