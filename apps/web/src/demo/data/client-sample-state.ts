import {
  clientUserRequestSchema,
  entityRequestSchema,
  invoiceRequestSchema,
  newEntityRequest,
} from '@ops/contracts';
import { emptyClientArea } from './client-area';
import { addClient } from './client-create';
import type { ClientState } from './client-area';
import { SAMPLE_CLIENTS, type SampleEntity } from './client-samples';
import { saveClientUser, saveEntity, saveInvoice } from './client-store';
import { subServiceId } from './lookups-catalogue';

const DAY = 86_400_000;

/** A sample entity as the entity form would send it: a new entity at its place, then what the sample says. */
function entityRequest(state: ClientState, clientId: number, code: string, e: SampleEntity, year: number) {
  const { name, address, reg, contract: sampleContract, services, ...terms } = e;
  const [address1, address2, zip_code, country, city] = address;
  const contract = sampleContract && {
    filename: sampleContract[1],
    s3_path: `contracts/sample-${code.toLowerCase()}-${state.clientArea.lastId.entity + 1}.pdf`,
  };
  // A sample's contract is on file as an upload the entity then names, as the form's upload leaves it.
  if (contract) state.clientArea.uploads.add(contract.s3_path);
  return entityRequestSchema.parse({
    ...newEntityRequest(clientId, { entity_name: name, address1, address2, zip_code, country, city }),
    company_reg_no: reg[0],
    company_reg_validity: `${year + 2}-12-31`,
    tax_reg_no: reg[1],
    tax_validity: `${year + 1}-03-31`,
    ...terms,
    ...(contract && {
      contract,
      contract_file_type: sampleContract![0],
      contract_validity_start: `${year - 1}-04-01`,
      contract_validity_end: `${year + 1}-03-31`,
    }),
    services: Object.entries(services).map(([sub, discount]) => ({
      service_mapper: subServiceId(sub),
      discount,
    })),
  });
}

/**
 * The sample clients, added some weeks before `now`, with their entities, users and invoices read with the
 * request schemas and saved as the client forms save them (a sample no form could send fails here); ids
 * follow SAMPLE_CLIENTS.
 */
export function sampleClientState(now: number): ClientState {
  const state: ClientState = { clients: [], clientArea: emptyClientArea() };
  const year = new Date(now).getUTCFullYear();
  for (const sample of SAMPLE_CLIENTS) {
    const { name: client_name, code: client_code, domains } = sample;
    const fields = { client_name, client_code, client_domain_list: [...domains] };
    const clientId = addClient(state, fields, new Date(now - sample.daysAgo * DAY));
    const entities = sample.entities.map((e) =>
      saveEntity(state, entityRequest(state, clientId, sample.code, e, year)),
    );
    for (const [[username, email, phone], [city, designation, job_function, entity]] of sample.users) {
      const [ext, number] = phone.split(' ') as [string, string];
      const user = clientUserRequestSchema.parse({
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
      saveClientUser(state, user);
    }
    for (const { lines, ...terms } of sample.invoices) {
      const invoice = invoiceRequestSchema.parse({
        client_id: clientId,
        invoice_validity_start: `${year}-01-01`,
        invoice_validity_end: `${year}-12-31`,
        default_entity: entities[0]!.id,
        ...terms,
        list_of_services: Object.entries(lines).map(([sub, offered_price]) => ({
          sub_service: subServiceId(sub),
          offered_price,
        })),
      });
      saveInvoice(state, invoice);
    }
  }
  return state;
}
