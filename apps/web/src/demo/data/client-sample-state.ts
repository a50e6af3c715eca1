import { newEntityRequest } from '@ops/contracts';
import { emptyClientArea, nextId } from './client-area';
import type { ClientState } from './client-area';
import { SAMPLE_CLIENTS, type SampleEntity } from './client-samples';
import { saveClientUser, saveEntity, saveInvoice } from './client-store';
import { subServiceId } from './lookups-catalogue';

const DAY = 86_400_000;

/** A sample entity as the entity form would send it: the entity defaults, then what the sample says. */
function entityRequest(state: ClientState, clientId: number, code: string, e: SampleEntity, year: number) {
  const [address1, address2, zip_code, country, city] = e.address;
  const contract = e.contract && {
    filename: e.contract[1],
    s3_path: `contracts/sample-${code.toLowerCase()}-${state.clientArea.lastId.entity + 1}.pdf`,
  };
  // A sample's contract is on file as an upload the entity then names, as the form's upload leaves it.
  if (contract) state.clientArea.uploads.add(contract.s3_path);
  return {
    ...newEntityRequest(clientId, { entity_name: e.name, address1, address2, zip_code, country, city }),
    company_reg_no: e.reg[0],
    company_reg_validity: `${year + 2}-12-31`,
    tax_reg_no: e.reg[1],
    tax_validity: `${year + 1}-03-31`,
    ...(e.external && {
      is_external: true,
      file_sharing_platform: e.external[0],
      file_shared_type: e.external[1],
    }),
    ...(e.chargeCode && { uses_charge_code: true, charge_code: e.chargeCode }),
    ...(contract && {
      contract,
      contract_file_type: e.contract![0],
      contract_validity_start: `${year - 1}-04-01`,
      contract_validity_end: `${year + 1}-03-31`,
    }),
    currency: e.currency ?? 'USD',
    file_duration: e.fileDuration ?? 90,
    tax_list: e.tax ? [{ tax_type: e.tax[0], percentage: e.tax[1] }] : [],
    services: Object.entries(e.services).map(([name, discount]) => ({
      service_mapper: subServiceId(name),
      discount,
    })),
  };
}

/**
 * The sample clients, added some weeks before `now`, with their entities, users and invoices saved as the
 * client forms save them; ids follow SAMPLE_CLIENTS.
 */
export function sampleClientState(now: number): ClientState {
  const state: ClientState = { clients: [], clientArea: emptyClientArea() };
  const year = new Date(now).getUTCFullYear();
  for (const sample of SAMPLE_CLIENTS) {
    const clientId = nextId(state.clientArea, 'client');
    state.clients.push({
      client_id: clientId,
      client_name: sample.name,
      client_code: sample.code,
      client_domain_list: [...sample.domains],
      client_logo: null,
      created_at: new Date(now - sample.daysAgo * DAY).toISOString(),
      entities_count: 0,
      users_count: 0,
    });
    const entities = sample.entities.map((e) =>
      saveEntity(state, entityRequest(state, clientId, sample.code, e, year)),
    );
    for (const [[username, email, phone], [city, designation, job_function, entity]] of sample.users) {
      const [ext, number] = phone.split(' ') as [string, string];
      saveClientUser(state, {
        client_id: clientId,
        username,
        email,
        phone_number_list: [{ ext, number }],
        country: entities[entity]!.country,
        city,
        category: sample.category,
        designation,
        industry: sample.industry,
        job_function,
        default_entity: entities[entity]!.id,
      });
    }
    for (const invoice of sample.invoices) {
      saveInvoice(state, {
        client_id: clientId,
        invoice_validity_start: `${year}-01-01`,
        invoice_validity_end: `${year}-12-31`,
        default_entity: entities[0]!.id,
        currency_used: invoice.currency,
        comments: invoice.comments,
        types_of_discounts: invoice.discounts,
        taxes_list: invoice.tax ? [{ tax_type: invoice.tax[0], percentage: invoice.tax[1] }] : [],
        list_of_services: Object.entries(invoice.lines).map(([name, offered_price]) => ({
          sub_service: subServiceId(name),
          offered_price,
        })),
        invoice_codes_list: invoice.codes,
      });
    }
  }
  return state;
}
