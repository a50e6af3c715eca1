import { randomUUID } from 'node:crypto';
import { API, type ClientUserRequest, type CreateClientRequest, type EntityRequest } from '@ops/contracts';
import type { ApiClient } from './api-client.js';

/** A complete /adduser payload for a new company; overrides replace whole top-level fields. */
export function newClientPayload(overrides: Partial<CreateClientRequest> = {}): CreateClientRequest {
  const tag = randomUUID()
    .slice(0, 6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X');
  return {
    client_id: null,
    company_name: `Acme ${tag}`,
    client_code: `AC${tag}`.slice(0, 10),
    company_domain_list: [`acme-${tag.toLowerCase()}.com`],
    entity_data: {
      entity_name: 'Acme India Pvt Ltd',
      address_1: '12 MG Road, Floor 3',
      address_2: '',
      entity_zip_code: '560001',
      entity_country: 'India',
      entity_city: 'Bengaluru',
    },
    user_data: {
      user_name: 'Meera Nair',
      user_email: `meera@acme-${tag.toLowerCase()}.com`,
      user_phone_no: [{ ext: '+91', number: '9876543210' }],
      user_industry: 'Information Technology',
      user_category: 'Enterprise',
      user_country: 'India',
      user_city: 'Mumbai',
      user_designation: 'Procurement Lead',
      user_job_function: 'Procurement',
    },
    note_understood: true,
    instruction_understood: true,
    copy_address: false,
    ...overrides,
  };
}

/** Creates a client through the API and answers it with its first entity. */
export async function buildClient(
  api: ApiClient,
  token: string,
  overrides: Partial<CreateClientRequest> = {},
) {
  const payload = newClientPayload(overrides);
  const res = await api.post(API.requester.company, payload as never, token);
  if (res.statusCode !== 200) throw new Error(`client not created: ${res.statusCode} ${res.body}`);
  const client = res.json().data;
  const entities = (await api.get(`${API.requester.entity}?cid=${client.client_id}`, token)).json().data;
  return { client, entity: entities[0], payload };
}

/** A complete entity payload for a client; overrides replace whole fields. */
export function entityPayload(clientId: number, overrides: Partial<EntityRequest> = {}): EntityRequest {
  return {
    client_id: clientId,
    entity_name: 'Acme Europe GmbH',
    address1: 'Friedrichstrasse 10, Floor 2',
    address2: '',
    zip_code: '10117',
    country: 'Germany',
    city: 'Berlin',
    company_reg_no: 'HRB 12345',
    company_reg_validity: '2027-12-31',
    tax_reg_no: 'DE123456789',
    tax_validity: '2027-06-30',
    is_external: true,
    file_sharing_platform: 'SharePoint',
    file_shared_type: 'external_link',
    uses_charge_code: true,
    charge_code: 'CC-77',
    contract_file_type: 'MSLA',
    currency: 'EUR',
    file_duration: 180,
    tax_list: [{ tax_type: 'VAT', percentage: '19' }],
    services: [],
    ...overrides,
  };
}

/** A complete client-user payload on the client's first domain; overrides replace whole fields. */
export function clientUserPayload(
  client: { client_id: number; client_domain_list: string[] },
  entityId: number,
  overrides: Partial<ClientUserRequest> = {},
): ClientUserRequest {
  return {
    client_id: client.client_id,
    username: 'Arjun Mehta',
    email: `arjun@${client.client_domain_list[0]}`,
    phone_number_list: [{ ext: '+91', number: '9988776655' }],
    country: 'India',
    city: 'Pune',
    category: 'Start up',
    designation: 'Head of Marketing',
    industry: 'Healthcare',
    job_function: 'Marketing',
    default_entity: entityId,
    ...overrides,
  };
}
