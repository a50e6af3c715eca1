import {
  CLIENT_MESSAGES,
  clientCodeCandidates,
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

/** The first free code of the company name's candidates, as the server generates it. */
export function generateClientCode(state: ClientState, companyName: string): string {
  for (const candidate of clientCodeCandidates(companyName))
    if (!isClientCodeTaken(state, candidate)) return candidate;
  throw new Error('No free client code');
}

/**
 * Section 4 'client creation': a new company (or an existing one) with its first entity and first user.
 * Run it inside inTransaction: a refusal of the entity or the user leaves no company behind.
 */
export function createClient(state: ClientState, input: CreateClientInput, now: Date): Client {
  let clientId = input.client_id;
  if (clientId === null) {
    if (isClientCodeTaken(state, input.client_code))
      refuse(400, CLIENT_MESSAGES.clientCodeTaken(input.client_code));
    clientId = nextId(state.clientArea, 'client');
    state.clients = [
      ...state.clients,
      {
        client_id: clientId,
        client_name: input.company_name,
        client_code: input.client_code,
        client_domain_list: input.company_domain_list,
        client_logo: null,
        created_at: now.toISOString(),
        entities_count: 0,
        users_count: 0,
      },
    ];
  } else if (!state.clients.some((c) => c.client_id === clientId)) {
    refuse(400, CLIENT_MESSAGES.clientNotFound);
  }

  const entity = saveEntity(state, newEntityRequest(clientId, firstEntityPlace(input.entity_data)));
  saveClientUser(state, firstUserRequest(clientId, input, entity.id));
  return state.clients.find((c) => c.client_id === clientId)!;
}
