import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { createCatalogueRepository } from '../catalogue/index.js';
import { saveClientUser } from '../client-users/index.js';
import { saveEntity } from '../entities/index.js';
import { saveInvoice } from '../invoices/index.js';
import { createClient } from './create-client.js';

const DEMO = [
  {
    name: 'Northwind Legal LLP',
    code: 'NWL',
    domain: 'northwind-legal.com',
    country: 'India',
    city: 'Mumbai',
    user: 'Kavya Iyer',
  },
  {
    name: 'Helios Pharma GmbH',
    code: 'HPG',
    domain: 'heliospharma.de',
    country: 'Germany',
    city: 'Munich',
    user: 'Jonas Weber',
  },
  {
    name: 'Desert Rose Realty',
    code: 'DRR',
    domain: 'desertrose.ae',
    country: 'United Arab Emirates',
    city: 'Dubai',
    user: 'Layla Haddad',
  },
];

/** A few clients with entities, priced services, users and an invoice, so the client area has something to show. */
export async function seedDemoClients(db: Db, now: Date) {
  if ((await db.$count(clients)) > 0) return 0;
  const catalogue = createCatalogueRepository(db);
  const [translation] = await catalogue.listServices();
  const subs = translation ? await catalogue.listSubServices(translation.id) : [];
  for (const [i, demo] of DEMO.entries()) {
    const created = new Date(now.getTime() - (DEMO.length - i) * 35 * 24 * 3_600_000);
    const clientId = await createClient(
      db,
      {
        client_id: null,
        company_name: demo.name,
        client_code: demo.code,
        company_domain_list: [demo.domain],
        entity_data: {
          entity_name: demo.name,
          address_1: '',
          address_2: '',
          entity_zip_code: '',
          entity_country: demo.country,
          entity_city: demo.city,
        },
        user_data: {
          user_name: demo.user,
          user_email: `${demo.user.split(' ')[0]!.toLowerCase()}@${demo.domain}`,
          user_phone_no: [],
          user_industry: null,
          user_category: 'Enterprise',
          user_country: demo.country,
          user_city: demo.city,
          user_designation: 'Operations Manager',
          user_job_function: 'Operations',
        },
        note_understood: true,
        instruction_understood: true,
        copy_address: true,
      },
      created,
    );
    const entity = await saveEntity(
      db,
      {
        client_id: clientId,
        entity_name: `${demo.name} (Billing)`,
        address1: '',
        address2: '',
        zip_code: '',
        country: demo.country,
        city: demo.city,
        company_reg_no: '',
        company_reg_validity: null,
        tax_reg_no: '',
        tax_validity: null,
        is_external: i === 2,
        file_sharing_platform: i === 2 ? 'Box' : '',
        file_shared_type: i === 2 ? 'external_link' : null,
        uses_charge_code: i === 0,
        charge_code: i === 0 ? 'NWL-LIT' : null,
        contract_file_type: i === 1 ? 'MSLA' : 'NDA',
        contract: null,
        contract_validity_start: null,
        contract_validity_end: null,
        currency: i === 1 ? 'EUR' : i === 2 ? 'AED' : 'USD',
        file_duration: 180,
        tax_list: [],
        services: subs.slice(0, 2).map((s) => ({ service_mapper: s.id, discount: '5' })),
      },
      { now },
    );
    await saveClientUser(
      db,
      {
        client_id: clientId,
        username: 'Accounts Desk',
        email: `accounts@${demo.domain}`,
        phone_number_list: [],
        country: demo.country,
        city: demo.city,
        category: null,
        designation: 'Accounts',
        industry: null,
        job_function: 'Accounts',
        default_entity: entity.id,
      },
      { now },
    );
    if (subs[1]) {
      await saveInvoice(
        db,
        {
          client_id: clientId,
          invoice_validity_start: '2026-01-01',
          invoice_validity_end: '2026-12-31',
          default_entity: entity.id,
          currency_used: 'USD',
          comments: 'Annual rate card',
          types_of_discounts: ['Offer'],
          taxes_list: [],
          list_of_services: [{ sub_service: subs[1].id, offered_price: '0.11' }],
          invoice_codes_list: [],
        },
        { now },
      );
    }
  }
  return DEMO.length;
}
