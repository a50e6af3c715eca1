import {
  CLIENT_MESSAGES,
  clientUserRefusal,
  entityCodeCandidates,
  entitySaveRefusal,
  entityServiceLine,
  invoiceCurrencyToIso,
  invoiceSaveRefusal,
  invoiceServiceLine,
  isMslaContract,
  newContractKey,
  placeRefusal,
  storedEntityFields,
} from '@ops/contracts';
import type {
  Client,
  clientUserRequestSchema,
  ClientUser,
  Entity,
  entityRequestSchema,
  Invoice,
  invoiceRequestSchema,
} from '@ops/contracts';
import type { z } from 'zod';
import { nextId } from './client-area';
import type { ClientArea, ClientState } from './client-area';
import { subServiceIn } from './lookups-catalogue';
import { citiesOf } from './lookups-geo';
import { refuse, ruleAnswer, throwRefusal } from './refusal';

type EntityInput = z.output<typeof entityRequestSchema>;
type ClientUserInput = z.output<typeof clientUserRequestSchema>;
type InvoiceInput = z.output<typeof invoiceRequestSchema>;

/** Runs a save all or nothing, as the server's transactions do: a refusal puts the records back. */
export function inTransaction<T>(state: ClientState, work: () => T): T {
  const { clients, clientArea: area } = state;
  const { entities, invoices, users, uploads, lastId } = area;
  const saved = structuredClone({ entities, invoices, users, uploads, lastId });
  try {
    return work();
  } catch (error) {
    state.clients = clients;
    Object.assign(area, saved);
    throw error;
  }
}

/** Keeps each client's entity and user counts up to date, as the server counts them on every read. */
function recount(state: ClientState) {
  const { entities, users } = state.clientArea;
  state.clients = state.clients.map((client) => ({
    ...client,
    entities_count: entities.filter((e) => e.client_id === client.client_id).length,
    users_count: users.filter((u) => u.client_id === client.client_id).length,
  }));
}

const replaceOrAdd = <T extends { id: number }>(list: T[], record: T) => {
  const index = list.findIndex((r) => r.id === record.id);
  if (index >= 0) list[index] = record;
  else list.push(record);
};

/** The record an edit names as stored (null when there is none); undefined for a new record. */
const stored = <T extends { id: number }>(list: T[], id?: number) =>
  id ? (list.find((r) => r.id === id) ?? null) : undefined;

const ownsEntity = ({ clientArea }: ClientState, clientId: number, id: number | null) =>
  clientArea.entities.some((e) => e.id === id && e.client_id === clientId);

/** The first of the client's entity codes that no entity has (ACME-E01, ACME-E02, ...). */
function nextEntityCode({ entities }: ClientArea, client: Client) {
  const own = entities.filter((e) => e.client_id === client.client_id).length;
  for (const code of entityCodeCandidates(client.client_code, own))
    if (!entities.some((e) => e.entity_code === code)) return code;
  throw new Error('No free entity code');
}

/** An entity's service lines priced in its currency; a sub-service without a list price refuses the save. */
function priceEntityServices(area: ClientArea, lines: EntityInput['services'], currency: Entity['currency']) {
  const priced = lines.map((l) =>
    ruleAnswer(entityServiceLine(subServiceIn(l.service_mapper, currency), l.discount)),
  );
  return priced.map((line) => ({ id: nextId(area, 'entityService'), ...line }));
}

/** Creates an entity, or replaces one's fields and services (the server's saveEntity). */
export function saveEntity(state: ClientState, input: EntityInput, existingId?: number): Entity {
  const area = state.clientArea;
  const client = state.clients.find((c) => c.client_id === input.client_id);
  const current = stored(area.entities, existingId);
  throwRefusal(entitySaveRefusal(input, { clientFound: client !== undefined, current }));
  throwRefusal(placeRefusal(citiesOf(input.country), input.city));
  const key = newContractKey(input, current ?? undefined);
  if (key && !area.uploads.has(key)) refuse(400, CLIENT_MESSAGES.contractNotUploaded);
  const services = priceEntityServices(area, input.services, input.currency);

  const entity: Entity = {
    id: current?.id ?? nextId(area, 'entity'),
    entity_code: current?.entity_code ?? nextEntityCode(area, client!),
    ...storedEntityFields(input),
    is_msla: isMslaContract(input.contract_file_type),
    invoice_details: { currency: input.currency, services },
  };
  replaceOrAdd(area.entities, entity);
  if (input.contract) area.uploads.delete(input.contract.s3_path);
  recount(state);
  return entity;
}

/** Moves an entity to another currency and prices its services again in it. */
export function changeEntityCurrency(state: ClientState, id: number, currency: Entity['currency']): Entity {
  const area = state.clientArea;
  const current = area.entities.find((e) => e.id === id) ?? refuse(404, CLIENT_MESSAGES.entityNotFound);
  const services = priceEntityServices(area, current.invoice_details.services, currency);
  const entity = { ...current, currency, invoice_details: { currency, services } };
  replaceOrAdd(area.entities, entity);
  return entity;
}

/**
 * Creates or updates a client user: the e-mail must use one of the client's domains and be unique, the
 * default entity must be the client's (the server's saveClientUser).
 */
export function saveClientUser(state: ClientState, input: ClientUserInput, existingId?: number): ClientUser {
  const area = state.clientArea;
  const client = state.clients.find((c) => c.client_id === input.client_id);
  throwRefusal(
    clientUserRefusal(input, {
      clientFound: client !== undefined,
      current: stored(area.users, existingId),
      domains: client?.client_domain_list ?? [],
      emailTaken: area.users.some((u) => u.email === input.email && u.id !== existingId),
      defaultEntityOwn:
        input.default_entity === null || ownsEntity(state, input.client_id, input.default_entity),
    }),
  );
  throwRefusal(placeRefusal(citiesOf(input.country), input.city));

  const user: ClientUser = { id: existingId ?? nextId(area, 'user'), ...input };
  replaceOrAdd(area.users, user);
  recount(state);
  return user;
}

/** An invoice with the current name of its default entity (the server reads it with a join). */
export const presentInvoice = (state: ClientState, invoice: Invoice): Invoice => ({
  ...invoice,
  default_entity_name:
    state.clientArea.entities.find((e) => e.id === invoice.default_entity)?.entity_name ?? '',
});

/** Creates or replaces an invoice with its priced lines (the server's saveInvoice). */
export function saveInvoice(state: ClientState, input: InvoiceInput, existingId?: number): Invoice {
  const area = state.clientArea;
  throwRefusal(
    invoiceSaveRefusal(input, {
      clientFound: state.clients.some((c) => c.client_id === input.client_id),
      defaultEntityOwn: ownsEntity(state, input.client_id, input.default_entity),
      current: stored(area.invoices, existingId),
    }),
  );
  const currency = invoiceCurrencyToIso(input.currency_used);
  const priced = input.list_of_services.map((l) =>
    ruleAnswer(invoiceServiceLine(subServiceIn(l.sub_service, currency), l.offered_price)),
  );
  const lines = priced.map((line) => ({ id: nextId(area, 'invoiceService'), ...line }));
  const id = existingId ?? nextId(area, 'invoice');
  const invoice = presentInvoice(state, { id, ...input, default_entity_name: '', list_of_services: lines });
  replaceOrAdd(area.invoices, invoice);
  return invoice;
}
