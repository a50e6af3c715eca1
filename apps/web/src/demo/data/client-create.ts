import {
  CLIENT_MESSAGES,
  DEFAULT_LOCALE,
  firstEntityPlace,
  firstUserRequest,
  newEntityRequest,
} from '@ops/contracts';
import type { Client, createClientRequestSchema } from '@ops/contracts';
import type { z } from 'zod';
import { nextId } from './client-area';
import type { ClientState } from './client-area';
import { saveClientUser, saveEntity } from './client-store';
import { refuse } from './refusal';

type CreateClientInput = z.output<typeof createClientRequestSchema>;

export const isClientCodeTaken = (state: ClientState, code: string) =>
  state.clients.some((c) => c.client_code === code);

/**
 * A new company as the server inserts it: no logo, entities or users yet, and its recipients spoken to in
 * English unless another portal language is given (decision 0042).
 */
export function addClient(
  state: ClientState,
  fields: Pick<Client, 'client_name' | 'client_code' | 'client_domain_list' | 'portal_language'>,
  createdAt: Date,
): number {
  const client_id = nextId(state.clientArea, 'client');
  const counts = { entities_count: 0, users_count: 0 };
  const created_at = createdAt.toISOString();
  const portal_language = fields.portal_language ?? DEFAULT_LOCALE;
  const client = { client_id, ...fields, portal_language, client_logo: null, created_at, ...counts };
  state.clients = [...state.clients, client];
  return client_id;
}

/**
 * Section 4 'client creation': a new company (or an existing one) with its first entity and first user.
 * Run it inside inTransaction: a refusal of the entity or the user leaves no company behind. An existing
 * company keeps its portal language (the server's create does not change it either).
 */
export function createClient(state: ClientState, input: CreateClientInput, now: Date): Client {
  let clientId = input.client_id;
  if (clientId === null) {
    if (isClientCodeTaken(state, input.client_code))
      refuse(400, CLIENT_MESSAGES.clientCodeTaken(input.client_code));
    const { company_name: client_name, client_code, company_domain_list: client_domain_list } = input;
    const fields = { client_name, client_code, client_domain_list, portal_language: input.portal_language };
    clientId = addClient(state, fields, now);
  } else if (!state.clients.some((c) => c.client_id === clientId)) {
    refuse(400, CLIENT_MESSAGES.clientNotFound);
  }

  const entity = saveEntity(state, newEntityRequest(clientId, firstEntityPlace(input.entity_data)));
  saveClientUser(state, firstUserRequest(clientId, input, entity.id));
  return state.clients.find((c) => c.client_id === clientId)!;
}
