import type { ClientUser, Entity, Invoice } from '@ops/contracts';
import { priceEntityServices, priceInvoiceLines } from './client-pricing';
import type { SampleClient, SampleEntity } from './client-sample-kinds';
import { SAMPLE_CLIENTS } from './client-samples';
import { subServiceId } from './lookups-catalogue';

type Table = 'client' | 'entity' | 'entityService' | 'invoice' | 'invoiceService' | 'user' | 'upload';

/** The client area's records beyond the companies themselves (DemoState.clients), as the server keeps them. */
export interface ClientArea {
  entities: Entity[];
  invoices: Invoice[];
  users: ClientUser[];
  /** Uploaded contracts no entity names yet (the server's uploads table): an entity may name only these. */
  uploads: Set<string>;
  /** The files uploaded this session by stored path, for the preview; they never leave the browser. */
  contractFiles: Map<string, Blob>;
  /** The logos uploaded this session, by the media path the client names. */
  logos: Map<string, Blob>;
  lastId: Record<Table, number>;
}

/** The next id of a table, as a serial column gives it. */
export const nextId = (area: ClientArea, table: Table) => ++area.lastId[table];

function sampleEntityRecord(
  area: ClientArea,
  client: SampleClient,
  clientId: number,
  sample: SampleEntity,
  year: number,
): Entity {
  const id = nextId(area, 'entity');
  const services = priceEntityServices(
    sample.services.map(([name, discount]) => ({ service_mapper: subServiceId(name), discount })),
    sample.currency,
    () => nextId(area, 'entityService'),
  );
  if (!services) throw new Error(`A sample service of ${sample.name} has no list price`);
  const number = client.entities.indexOf(sample) + 1;
  return {
    id,
    client_id: clientId,
    entity_code: `${client.code}-E${String(number).padStart(2, '0')}`,
    entity_name: sample.name,
    address1: sample.address[0],
    address2: sample.address[1],
    zip_code: sample.zip,
    country: sample.country,
    city: sample.city,
    company_reg_no: sample.regNo,
    company_reg_validity: sample.regNo ? `${year + 2}-12-31` : null,
    tax_reg_no: sample.taxRegNo,
    tax_validity: sample.taxRegNo ? `${year + 1}-03-31` : null,
    is_external: sample.external !== null,
    file_sharing_platform: sample.external?.platform ?? '',
    file_shared_type: sample.external?.type ?? null,
    uses_charge_code: sample.chargeCode !== null,
    charge_code: sample.chargeCode,
    contract_file_type: sample.contract?.type ?? 'NDA',
    is_msla: sample.contract?.type === 'MSLA',
    contract: sample.contract
      ? { filename: sample.contract.file, s3_path: `contracts/sample-${client.code.toLowerCase()}-${id}.pdf` }
      : null,
    contract_validity_start: sample.contract ? `${year - 1}-04-01` : null,
    contract_validity_end: sample.contract ? `${year + 1}-03-31` : null,
    currency: sample.currency,
    file_duration: sample.fileDuration,
    tax_list: sample.taxes.map(([tax_type, percentage]) => ({ tax_type, percentage })),
    invoice_details: { currency: sample.currency, services },
  };
}

function addSampleClient(area: ClientArea, client: SampleClient, clientId: number, year: number) {
  const entityIds = client.entities.map((sample) => {
    const record = sampleEntityRecord(area, client, clientId, sample, year);
    area.entities.push(record);
    return record.id;
  });
  for (const user of client.users) {
    area.users.push({
      id: nextId(area, 'user'),
      client_id: clientId,
      username: user.name,
      email: user.email,
      phone_number_list: [{ ext: user.phone[0], number: user.phone[1] }],
      country: user.country,
      city: user.city,
      category: user.category,
      designation: user.designation,
      industry: user.industry,
      job_function: user.job,
      default_entity: entityIds[user.entity]!,
    });
  }
  for (const invoice of client.invoices) {
    const lines = priceInvoiceLines(
      invoice.lines.map(([name, offered_price]) => ({ sub_service: subServiceId(name), offered_price })),
      invoice.currency,
      () => nextId(area, 'invoiceService'),
    );
    if (!lines) throw new Error(`A sample invoice line of ${client.name} has no list price`);
    area.invoices.push({
      id: nextId(area, 'invoice'),
      client_id: clientId,
      invoice_validity_start: `${year}-01-01`,
      invoice_validity_end: `${year}-12-31`,
      default_entity: entityIds[invoice.entity]!,
      default_entity_name: client.entities[invoice.entity]!.name,
      currency_used: invoice.currency,
      comments: invoice.comments,
      types_of_discounts: [...invoice.discounts],
      taxes_list: invoice.taxes.map(([tax_type, percentage]) => ({ tax_type, percentage })),
      list_of_services: lines,
      invoice_codes_list: [...invoice.codes],
    });
  }
}

/** The sample clients' entities, users and invoices; client ids follow SAMPLE_CLIENTS, as sampleClients. */
export function sampleClientArea(now: number): ClientArea {
  const area: ClientArea = {
    entities: [],
    invoices: [],
    users: [],
    uploads: new Set(),
    contractFiles: new Map(),
    logos: new Map(),
    lastId: { client: 0, entity: 0, entityService: 0, invoice: 0, invoiceService: 0, user: 0, upload: 0 },
  };
  const year = new Date(now).getUTCFullYear();
  for (const client of SAMPLE_CLIENTS) addSampleClient(area, client, nextId(area, 'client'), year);
  return area;
}
