import { http, HttpResponse } from 'msw';
import {
  API,
  CLIENT_MESSAGES,
  clientCodeSchema,
  clientCodeVerdict,
  clientListQuerySchema,
  clientListResponseSchema,
  clientResponseSchema,
  clientSearchQuerySchema,
  createClientRequestSchema,
  defaultClient,
  defaultClientsResponseSchema,
  firstFreeClientCode,
  generateClientCodeQuerySchema,
  generateClientCodeResponseSchema,
  groupByMonth,
  MESSAGES,
  PROFILE_IMAGE_DEFAULT_MAX_BYTES,
  orphanedDomain,
  PROFILE_IMAGE_TYPES,
  updateClientRequestSchema,
  verifyClientCodeQuerySchema,
  verifyClientCodeResponseSchema,
} from '@ops/contracts';
import type { Client } from '@ops/contracts';
import { aboutClient, recordAudit } from '../data/audit-events';
import { createClient, isClientCodeTaken } from '../data/client-create';
import { imageKind } from '../data/client-files';
import { inTransaction } from '../data/client-store';
import type { DemoState } from '../data/demo-state';
import { refuse } from '../data/refusal';
import { clientAdminsOnly, firstFile } from './client-calls';
import { clientEntityHandlers } from './client-entity-handlers';
import { clientLookupHandlers } from './client-lookup-handlers';
import { clientRecordHandlers } from './client-record-handlers';
import { failure, pathId, readBody, readQuery, reply, withAccount } from './respond';

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
  const found = (id: number) =>
    state.clients.find((c) => c.client_id === id) ?? refuse(404, CLIENT_MESSAGES.clientNotFound);
  const saved = (message: string, client: Client) =>
    reply(clientResponseSchema, { success: true, message, data: client });
  const updated = (client: Client, change: Partial<Client>) => {
    const data = { ...client, ...change };
    state.clients = state.clients.map((c) => (c.client_id === client.client_id ? data : c));
    return saved(CLIENT_MESSAGES.clientUpdated, data);
  };

  return [
    http.get(
      API.requester.company,
      withAccount(({ request }) => {
        const { month, sort } = readQuery(request, clientListQuerySchema);
        const inMonth = (c: Client) => !month || c.created_at.startsWith(month);
        return answerList(state.clients.filter(inMonth), sort);
      }),
    ),
    http.get(
      API.requester.search,
      withAccount(({ request }) => {
        const query = readQuery(request, clientSearchQuerySchema);
        const term = query.q.toLowerCase();
        const matches = state.clients.filter((c) =>
          [c.client_name, c.client_code, ...c.client_domain_list].some((t) => t.toLowerCase().includes(term)),
        );
        return answerList(matches, query.sort);
      }),
    ),
    http.get(
      API.requester.companyById(':id'),
      withAccount((call) => saved('', found(pathId(call)))),
    ),
    http.post(
      API.requester.company,
      clientAdminsOnly(async ({ request }, admin) => {
        const body = await readBody(request, createClientRequestSchema);
        const client = inTransaction(state, () => createClient(state, body, new Date(state.clock())));
        recordAudit(state, admin, { action: 'client.created', ...aboutClient(client.client_id) });
        return saved(CLIENT_MESSAGES.clientCreated, client);
      }),
    ),
    ...(['put', 'patch'] as const).map((method) =>
      http[method](
        API.requester.companyById(':id'),
        clientAdminsOnly(async (call, admin) => {
          const id = pathId(call);
          const body = await readBody(call.request, updateClientRequestSchema);
          const client = found(id);
          const { company_name, company_domain_list, portal_language } = body;
          const emails = state.clientArea.users.filter((u) => u.client_id === id).map((u) => u.email);
          const orphaned = company_domain_list && orphanedDomain(emails, company_domain_list);
          if (orphaned) return failure(400, CLIENT_MESSAGES.domainInUse(orphaned));
          const fields = Object.keys(body);
          recordAudit(state, admin, { action: 'client.updated', ...aboutClient(id), details: { fields } });
          return updated(client, {
            client_name: company_name ?? client.client_name,
            client_domain_list: company_domain_list ?? client.client_domain_list,
            portal_language: portal_language ?? client.portal_language,
          });
        }),
      ),
    ),
    http.post(
      API.requester.companyLogo(':id'),
      clientAdminsOnly(async (call, admin) => {
        const id = pathId(call);
        const client = found(id);
        const file = await firstFile(call.request);
        if (!file?.size) return failure(400, CLIENT_MESSAGES.fileTypeNotAllowed);
        if (file.size > PROFILE_IMAGE_DEFAULT_MAX_BYTES)
          return failure(400, MESSAGES.imageTooLarge(PROFILE_IMAGE_DEFAULT_MAX_BYTES));
        const type = imageKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
        if (!type) return failure(400, MESSAGES.imageTypeNotAllowed);
        const { logos } = state.clientArea;
        const path = `${LOGO_FOLDER}${id}-${logos.size + 1}.${PROFILE_IMAGE_TYPES[type]}`;
        logos.set(path, new Blob([file], { type }));
        if (client.client_logo) logos.delete(client.client_logo);
        recordAudit(state, admin, { action: 'client.logo_changed', ...aboutClient(id) });
        return updated(client, { client_logo: path });
      }),
    ),
    // The session's logos, at the media paths the clients name (public, as the server's media).
    http.get(`${LOGO_FOLDER}:name`, ({ request }) => {
      const logo = state.clientArea.logos.get(new URL(request.url).pathname);
      return logo
        ? new HttpResponse(logo, { headers: { 'content-type': logo.type } })
        : failure(404, MESSAGES.notFound);
    }),
    http.get(
      API.requester.defaultClients,
      withAccount(() =>
        reply(defaultClientsResponseSchema, {
          success: true,
          data: [...state.clients]
            .sort((a, b) => a.client_name.localeCompare(b.client_name))
            .map((c) => defaultClient({ ...c, id: c.client_id })),
        }),
      ),
    ),
    http.get(
      API.requester.generateClientCode,
      withAccount(async ({ request }) => {
        const { com } = readQuery(request, generateClientCodeQuerySchema);
        const client_code = await firstFreeClientCode(com, (code) => isClientCodeTaken(state, code));
        return reply(generateClientCodeResponseSchema, { success: true, client_code });
      }),
    ),
    http.get(
      API.requester.verifyClientCode,
      withAccount(({ request }) => {
        const { cc } = readQuery(request, verifyClientCodeQuerySchema);
        const code = clientCodeSchema.safeParse(cc).data ?? null;
        const taken = code !== null && isClientCodeTaken(state, code);
        return reply(verifyClientCodeResponseSchema, clientCodeVerdict(code, taken));
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
