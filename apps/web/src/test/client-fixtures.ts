import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { API } from '@ops/contracts';
import type { Client, ClientUser, DefaultClient, Entity } from '@ops/contracts';
import { profileReply } from './fixtures';
import type { MockReply, RecordedRequest } from './mock-server';

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

export function clientFixture(overrides: Partial<Client> = {}): Client {
  return {
    client_id: 1,
    client_name: 'Acme Corp',
    client_code: 'ACME',
    client_domain_list: ['acme.com'],
    client_logo: null,
    created_at: '2026-11-03T10:00:00.000Z',
    entities_count: 1,
    users_count: 1,
    ...overrides,
  };
}

export const ACME: DefaultClient = {
  id: 1,
  company_name: 'Acme Corp',
  company_domain_list: ['acme.com', 'acme.co.uk'],
  client_code: 'ACME',
};

export function entityFixture(overrides: Partial<Entity> = {}): Entity {
  return {
    id: 11,
    client_id: 1,
    entity_code: 'ACME-E01',
    entity_name: 'Acme India',
    address1: '1 Main Road',
    address2: '',
    zip_code: '400001',
    country: 'India',
    city: 'Mumbai',
    company_reg_no: '',
    company_reg_validity: null,
    tax_reg_no: '',
    tax_validity: null,
    is_external: false,
    file_sharing_platform: '',
    file_shared_type: null,
    uses_charge_code: false,
    charge_code: null,
    contract_file_type: 'NDA',
    is_msla: false,
    contract: null,
    contract_validity_start: null,
    contract_validity_end: null,
    currency: 'USD',
    file_duration: 90,
    tax_list: [],
    invoice_details: { currency: 'USD', services: [] },
    ...overrides,
  };
}

export function clientUserFixture(overrides: Partial<ClientUser> = {}): ClientUser {
  return {
    id: 21,
    client_id: 1,
    username: 'Asha Rao',
    email: 'asha@acme.com',
    phone_number_list: [],
    country: 'India',
    city: 'Mumbai',
    category: null,
    designation: '',
    industry: null,
    job_function: null,
    default_entity: null,
    ...overrides,
  };
}

const SERVICES = [
  { id: 1, display_txt: 'Translation Services', unit_type: null, code: 'TR' },
  { id: 2, display_txt: 'Presentation Design', unit_type: null, code: 'PD' },
];
const SUB_SERVICES: Record<number, { id: number; display_txt: string; unit_type: string; code: null }[]> = {
  1: [
    { id: 101, display_txt: 'Proofreading', unit_type: 'Words', code: null },
    { id: 102, display_txt: 'Localization', unit_type: 'Words', code: null },
  ],
  2: [{ id: 201, display_txt: 'Basic Design', unit_type: 'Pages', code: null }],
};

/** The calls every client-area screen makes, answered for an OA; `routes` replaces or adds any. */
export function clientAreaRoutes(routes: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET ${API.ops.profile}`]: profileReply(),
    [`GET ${API.requester.defaultClients}`]: { body: { success: true, data: [ACME] } },
    [`GET ${API.requester.country}`]: {
      body: {
        success: true,
        data: [
          { country: 'India', currency: 'INR', tax_type: 'GST' },
          { country: 'Germany', currency: 'EUR', tax_type: 'VAT' },
        ],
      },
    },
    [`GET ${API.requester.cities('India')}`]: {
      body: { success: true, data: [{ city: 'Mumbai' }, { city: 'Pune' }] },
    },
    [`GET ${API.requester.cities('Germany')}`]: {
      body: { success: true, data: [{ city: 'Berlin' }, { city: 'Munich' }] },
    },
    [`POST ${API.requester.service}`]: (request) => {
      const service = (request.body as { service?: number } | undefined)?.service;
      const data = service ? (SUB_SERVICES[service] ?? []) : SERVICES;
      return { body: { success: true, data, services: data } };
    },
    [`GET ${API.requester.defaultEntity}`]: {
      body: {
        success: true,
        entities_list: [],
        data: [{ id: 11, entity_name: 'Acme India', entity_code: 'ACME-E01' }],
      },
    },
    [`GET ${API.requester.entity}`]: { body: { success: true, data: [entityFixture()] } },
    [`GET ${API.requester.invoice}`]: { body: { success: true, data: [] } },
    [`GET ${API.requester.user}`]: { body: { success: true, data: [clientUserFixture()] } },
    ...routes,
  };
}

/** A toast with this text, drawn in the error style (orange, section 2). */
export async function expectErrorToast(text: string) {
  const message = await screen.findByText(text);
  const bar = message.closest<HTMLElement>('[style*="background"]');
  expect(bar?.style.background).toMatch(/#ffedd5|255, 237, 213/i);
}

export const query = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;
