import { contractContentType, isMslaContract, type Entity, type StoredFile } from '@ops/contracts';
import type { entities, entityServices } from '@/db/client-schema.js';

/** One priced service line as the reader reads it. */
export interface EntityServiceLine {
  line: typeof entityServices.$inferSelect;
  sub_service: string;
  unit_type: string;
  service_id: number;
  service: string;
}

/** An entity with its priced services (the lines of every entity read; this entity's are picked out). */
export function presentEntity(row: typeof entities.$inferSelect, lines: EntityServiceLine[]): Entity {
  return {
    id: row.id,
    client_id: row.client_id,
    entity_code: row.entity_code,
    entity_name: row.entity_name,
    address1: row.address1,
    address2: row.address2,
    zip_code: row.zip_code,
    country: row.country,
    city: row.city,
    company_reg_no: row.company_reg_no,
    company_reg_validity: row.company_reg_validity,
    tax_reg_no: row.tax_reg_no,
    tax_validity: row.tax_validity,
    is_external: row.is_external,
    file_sharing_platform: row.file_sharing_platform,
    file_shared_type: row.file_shared_type as Entity['file_shared_type'],
    uses_charge_code: row.uses_charge_code,
    charge_code: row.charge_code,
    contract_file_type: row.contract_file_type as Entity['contract_file_type'],
    is_msla: isMslaContract(row.contract_file_type),
    contract:
      row.contract_key && row.contract_filename
        ? { filename: row.contract_filename, s3_path: row.contract_key }
        : null,
    contract_validity_start: row.contract_validity_start,
    contract_validity_end: row.contract_validity_end,
    currency: row.currency as Entity['currency'],
    file_duration: row.file_duration,
    tax_list: row.tax_list as Entity['tax_list'],
    invoice_details: {
      currency: row.currency as Entity['currency'],
      services: lines
        .filter((l) => l.line.entity_id === row.id)
        .map((l) => ({
          id: l.line.id,
          service_mapper: l.line.sub_service_id,
          service_id: l.service_id,
          service: l.service,
          sub_service: l.sub_service,
          unit_type: l.unit_type,
          list_price: l.line.list_price,
          discount: l.line.discount,
          offered_price: l.line.offered_price,
        })),
    },
  };
}

/** The signed preview link of an entity's contract, with the type its extension names. */
export const presentContractPreview = (contract: StoredFile, url: string) => ({
  success: true as const,
  url,
  filename: contract.filename,
  content_type: contractContentType(contract.s3_path),
});
