import type { ClientUserRequest } from '../clients/client-user.js';
import type { CreateClientRequest } from '../clients/client.js';
import type { Entity, EntityRequest } from '../clients/entity.js';
import { CLIENT_MESSAGES } from './client-messages.js';

/** What a case runs against: a new company (its first entity and first user) and another company's entity. */
export interface ClientRecordWorld {
  clientId: number;
  clientCode: string;
  domain: string;
  firstUserEmail: string;
  ownEntityId: number;
  otherEntityId: number;
}

/** A new company for the cases, its code and domain made from the tag (the server's cases share one database). */
export function clientRecordCompany(tag: string): CreateClientRequest {
  const domain = `case-${tag.toLowerCase()}.example`;
  return {
    client_id: null,
    company_name: `Record Case ${tag}`,
    client_code: `RC${tag}`.toUpperCase(),
    company_domain_list: [domain],
    entity_data: { entity_name: 'Case Entity', entity_country: 'India', entity_city: 'Mumbai' },
    user_data: {
      user_name: 'Case Person',
      user_email: `first@${domain}`,
      user_country: 'India',
      user_city: 'Mumbai',
    },
    note_understood: true,
    instruction_understood: true,
  };
}

/** A case's world from the two companies its harness made: the case's own, and the other's first entity. */
export const clientRecordWorld = (
  own: { payload: CreateClientRequest; clientId: number; entityId: number },
  otherEntityId: number,
): ClientRecordWorld => ({
  clientId: own.clientId,
  clientCode: own.payload.client_code,
  domain: own.payload.company_domain_list[0]!,
  firstUserEmail: own.payload.user_data.user_email,
  ownEntityId: own.entityId,
  otherEntityId,
});

/** How the pickers' list (default-clients/) names a company the case created, in the create request's words. */
export const pickedCompany = (payload: CreateClientRequest, clientId: number) => ({
  id: clientId,
  company_name: payload.company_name,
  company_domain_list: payload.company_domain_list,
  client_code: payload.client_code,
});

const entity = (w: ClientRecordWorld, fields: Partial<EntityRequest>): EntityRequest => ({
  client_id: w.clientId,
  entity_name: 'Second Entity',
  country: 'India',
  city: 'Mumbai',
  ...fields,
});

const user = (
  w: ClientRecordWorld,
  email: string,
  defaultEntity: 'own' | 'other' | null = 'own',
): ClientUserRequest => ({
  client_id: w.clientId,
  username: 'Case User',
  email,
  country: 'India',
  city: 'Mumbai',
  default_entity: defaultEntity && (defaultEntity === 'own' ? w.ownEntityId : w.otherEntityId),
});

/** A second entity of the company (its code then the client's E02) and what it lists. */
interface EntityCase {
  name: string;
  entity: (w: ClientRecordWorld) => EntityRequest;
  expected: Partial<Entity>;
}

/** A contract uploaded (a PDF) under this file name: the name it is stored under, or refused as no file (null). */
interface ContractNameCase {
  name: string;
  filename: string;
  stored: string | null;
}

/** A client user's save: refused with the message, or saved (null). */
interface UserCase {
  name: string;
  user: (w: ClientRecordWorld) => ClientUserRequest;
  refusal: ((w: ClientRecordWorld) => string) | null;
}

/**
 * The client records' cases: how an entity's fields follow from its request, and a client user's refusals
 * (the place checked last). The rule's own test runs them, and so do the server's entity/ and user/ routes
 * and the demo's handlers: a drift between them fails a test. The expected values are written out, not taken from the rule.
 */
export const CLIENT_RECORD_CASES: {
  entities: readonly EntityCase[];
  users: readonly UserCase[];
  contractNames: readonly ContractNameCase[];
} = {
  entities: [
    {
      name: 'an internal entity keeps no sharing platform or type; an MSLA contract makes it MSLA',
      entity: (w) =>
        entity(w, {
          is_external: false,
          file_sharing_platform: 'Box',
          file_shared_type: 'external_link',
          contract_file_type: 'MSLA',
        }),
      expected: {
        file_sharing_platform: '',
        file_shared_type: null,
        contract_file_type: 'MSLA',
        is_msla: true,
      },
    },
    {
      name: 'an external entity keeps its platform and type; no charge code unless it uses one',
      entity: (w) =>
        entity(w, {
          is_external: true,
          file_sharing_platform: 'Box',
          file_shared_type: 'external_text',
          uses_charge_code: false,
          charge_code: 'CC-1',
        }),
      expected: {
        file_sharing_platform: 'Box',
        file_shared_type: 'external_text',
        charge_code: null,
        is_msla: false,
      },
    },
    {
      name: 'an entity that uses a charge code keeps it',
      entity: (w) => entity(w, { uses_charge_code: true, charge_code: 'CC-9' }),
      expected: { uses_charge_code: true, charge_code: 'CC-9', is_external: false },
    },
  ],
  users: [
    {
      name: 'an e-mail at the client’s domain and the client’s own entity: saved',
      user: (w) => user(w, `ana@${w.domain}`),
      refusal: null,
    },
    {
      name: 'no default entity: saved',
      user: (w) => user(w, `ben@${w.domain}`, null),
      refusal: null,
    },
    {
      name: 'an e-mail outside the client’s domains',
      user: (w) => user(w, 'ana@elsewhere.example'),
      refusal: (w) => CLIENT_MESSAGES.emailDomainNotAllowed(w.domain),
    },
    {
      name: 'the e-mail of another user',
      user: (w) => user(w, w.firstUserEmail),
      refusal: () => CLIENT_MESSAGES.emailInUse,
    },
    {
      name: 'another client’s entity as the default',
      user: (w) => user(w, `cai@${w.domain}`, 'other'),
      refusal: () => CLIENT_MESSAGES.entityNotOfClient,
    },
    {
      name: 'an e-mail outside and another client’s entity: the e-mail is refused first',
      user: (w) => user(w, 'cai@elsewhere.example', 'other'),
      refusal: (w) => CLIENT_MESSAGES.emailDomainNotAllowed(w.domain),
    },
    {
      name: 'a country the look-up does not know',
      user: (w) => ({ ...user(w, `dan@${w.domain}`), country: 'Atlantis' }),
      refusal: () => CLIENT_MESSAGES.countryRequired,
    },
    {
      name: 'a city that is not one of the country’s',
      user: (w) => ({ ...user(w, `eve@${w.domain}`), city: 'Paris' }),
      refusal: () => CLIENT_MESSAGES.cityRequired,
    },
    {
      name: 'the country named in another letter case: saved',
      user: (w) => ({ ...user(w, `fay@${w.domain}`), country: 'india' }),
      refusal: null,
    },
    {
      name: 'an e-mail outside and an unknown country: the e-mail is refused first',
      user: (w) => ({ ...user(w, 'gil@elsewhere.example'), country: 'Atlantis' }),
      refusal: (w) => CLIENT_MESSAGES.emailDomainNotAllowed(w.domain),
    },
  ],
  contractNames: [
    {
      name: 'a Windows path: its last segment',
      filename: 'C:\\fake path\\nda (v2).pdf',
      stored: 'nda (v2).pdf',
    },
    { name: 'a path: its last segment', filename: 'dir/sub/x.pdf', stored: 'x.pdf' },
    { name: 'other characters replaced', filename: 'naïve€.pdf', stored: 'na_ve_.pdf' },
    { name: 'nothing after the last slash', filename: 'a/b/', stored: 'contract' },
    { name: 'a part without a file name is no file', filename: '', stored: null },
  ],
};
