// The client administration's pure rules (entities, client users, invoices): the server reads their facts
// from its database, the demo from its sample state; both call these and answer a refusal with its status.
import type { z } from 'zod';
import type { createClientRequestSchema, DefaultClient } from '../clients/client.js';
import type { clientUserRequestSchema } from '../clients/client-user.js';
import type { Entity, entityRequestSchema } from '../clients/entity.js';
import { emailDomain } from '../clients/fields.js';
import { CONTRACT_MIME_BY_EXTENSION } from './client-admin-constants.js';
import { CLIENT_MESSAGES } from './client-messages.js';
import { refused as refusal } from './refusal.js';
import type { Refused } from './refusal.js';

type EntityInput = z.output<typeof entityRequestSchema>;
type ClientUserInput = z.output<typeof clientUserRequestSchema>;

/**
 * What a save of a client's record reads first: whether its client exists and, for an edit, the record as
 * stored (null when there is none; undefined for a new record).
 */
export interface RecordSaveFacts {
  clientFound: boolean;
  current?: { client_id: number } | null;
}

/** The client must exist, and an edited record must be that client's (else it is not found). */
function ownerRefusal(clientId: number, facts: RecordSaveFacts, notFoundMessage: string) {
  if (!facts.clientFound) return refusal(CLIENT_MESSAGES.clientNotFound);
  if (facts.current !== undefined && facts.current?.client_id !== clientId)
    return refusal(notFoundMessage, 404);
  return null;
}

/** The checks of an entity's save before its place, contract and prices. */
export const entitySaveRefusal = (input: Pick<EntityInput, 'client_id'>, facts: RecordSaveFacts) =>
  ownerRefusal(input.client_id, facts, CLIENT_MESSAGES.entityNotFound);

/** The checks of an invoice's save before its prices: its default entity must be its client's. */
export function invoiceSaveRefusal(
  input: { client_id: number },
  facts: RecordSaveFacts & { defaultEntityOwn: boolean },
): Refused | null {
  if (!facts.clientFound) return refusal(CLIENT_MESSAGES.clientNotFound);
  if (!facts.defaultEntityOwn) return refusal(CLIENT_MESSAGES.entityNotOfClient);
  return ownerRefusal(input.client_id, facts, CLIENT_MESSAGES.invoiceNotFound);
}

/** What a client user's save reads besides its client and the user as stored. */
export interface ClientUserFacts extends RecordSaveFacts {
  /** The client's domains (none when there is no client). */
  domains: readonly string[];
  /** Another user has the e-mail. */
  emailTaken: boolean;
  /** The default entity is the client's, or there is none. */
  defaultEntityOwn: boolean;
}

/**
 * The checks of a client user's save before its place: the e-mail must use one of the client's domains and
 * be unique, the default entity must be the client's.
 */
export function clientUserRefusal(
  input: Pick<ClientUserInput, 'client_id' | 'email'>,
  facts: ClientUserFacts,
): Refused | null {
  const owner = ownerRefusal(input.client_id, facts, CLIENT_MESSAGES.userNotFound);
  if (owner) return owner;
  if (!facts.domains.includes(emailDomain(input.email)))
    return refusal(CLIENT_MESSAGES.emailDomainNotAllowed(facts.domains.join(', ')));
  if (facts.emailTaken) return refusal(CLIENT_MESSAGES.emailInUse);
  if (!facts.defaultEntityOwn) return refusal(CLIENT_MESSAGES.entityNotOfClient);
  return null;
}

/**
 * A new entity's codes to try, in order: the client's code and the number after its entities so far
 * (ACME-E01, ACME-E02, ...). The caller takes the first one no entity has.
 */
export function* entityCodeCandidates(clientCode: string, entitiesOfClient: number): Generator<string> {
  for (let n = entitiesOfClient + 1; ; n++) yield `${clientCode}-E${String(n).padStart(2, '0')}`;
}

/**
 * The fields an entity keeps from its request (all but its services): the sharing platform and type only
 * when it is external, the charge code only when it uses one.
 */
export function storedEntityFields(input: EntityInput): Omit<EntityInput, 'services'> {
  const { services: _services, ...fields } = input;
  return {
    ...fields,
    file_sharing_platform: input.is_external ? input.file_sharing_platform : '',
    file_shared_type: input.is_external ? input.file_shared_type : null,
    charge_code: input.uses_charge_code ? input.charge_code : null,
  };
}

/** An MSLA contract makes the entity an MSLA entity. */
export const isMslaContract = (contractFileType: string) => contractFileType === 'MSLA';

/** The contract a save names that the entity does not have yet: it must be an upload no entity names. */
export const newContractKey = (input: Pick<EntityInput, 'contract'>, current?: Pick<Entity, 'contract'>) => {
  const key = input.contract?.s3_path;
  return key && key !== current?.contract?.s3_path ? key : null;
};

/** The type of a stored contract, by its extension. */
export function contractContentType(s3Path: string): string {
  const name = s3Path.slice(s3Path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && CONTRACT_MIME_BY_EXTENSION[name.slice(dot + 1)]) || 'application/octet-stream';
}

/** An entity as the default-entity pickers list it. */
export const entityOption = (e: Pick<Entity, 'id' | 'entity_name' | 'entity_code'>) => ({
  id: e.id,
  entity_name: e.entity_name,
  entity_code: e.entity_code,
});

/** The first user of a new company, from the company form's user part (its place the entity's if copied). */
export function firstUserRequest(
  clientId: number,
  input: z.output<typeof createClientRequestSchema>,
  entityId: number,
): ClientUserInput {
  const { entity_data: e, user_data: u } = input;
  return {
    client_id: clientId,
    username: u.user_name,
    email: u.user_email,
    phone_number_list: u.user_phone_no,
    country: input.copy_address ? e.entity_country : u.user_country,
    city: input.copy_address ? e.entity_city : u.user_city,
    category: u.user_category,
    designation: u.user_designation,
    industry: u.user_industry,
    job_function: u.user_job_function,
    default_entity: entityId,
  };
}

/** A domain may leave a client's list only while none of its users has an e-mail there: the first that does. */
export const orphanedDomain = (userEmails: readonly string[], domains: readonly string[]) =>
  userEmails.map(emailDomain).find((d) => !domains.includes(d));

/** The answer to a client code check: null when the code is not in the code format. */
export const clientCodeVerdict = (code: string | null, taken: boolean) => ({
  success: true as const,
  valid: code !== null && !taken,
  message:
    code === null
      ? CLIENT_MESSAGES.clientCodeFormat
      : taken
        ? CLIENT_MESSAGES.clientCodeTaken(code)
        : CLIENT_MESSAGES.clientCodeAvailable,
});

/** An entity's or a user's place: a country the look-up knows (its cities, else null) and one of its cities. */
export function placeRefusal(citiesOfCountry: readonly string[] | null, city: string): Refused | null {
  if (!citiesOfCountry) return refusal(CLIENT_MESSAGES.countryRequired);
  return citiesOfCountry.includes(city) ? null : refusal(CLIENT_MESSAGES.cityRequired);
}

/** A client as the pickers of other forms list it. */
export const defaultClient = (
  c: Pick<DefaultClient, 'id' | 'client_code'> & { client_name: string; client_domain_list: string[] },
): DefaultClient => ({
  id: c.id,
  company_name: c.client_name,
  company_domain_list: c.client_domain_list,
  client_code: c.client_code,
});

/**
 * An uploaded contract's stored name: its last path segment (either slash, as the multipart reader takes
 * it), characters other than letters, digits, spaces and . - _ ( ) replaced, at most 200; else 'contract'.
 */
export const contractFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[^\w.\- ()]/g, '_').slice(0, 200) || 'contract';
