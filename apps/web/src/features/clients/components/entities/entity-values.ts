import { DEFAULT_CITY_COUNTRY, newEntityRequest } from '@ops/contracts';
import type { Entity, EntityRequest } from '@ops/contracts';
import { dateInput } from '@/features/clients/lib/form-values';
import { newLineKey } from '../common/use-line-meta';
import type { LineMetaBase } from '../common/use-line-meta';

export type EntityLineMeta = LineMetaBase;

export interface EntityFormStart {
  values: EntityRequest;
  lines: EntityLineMeta[];
}

export const emptyEntityLine = (): EntityLineMeta => ({
  key: newLineKey(),
  serviceId: null,
  subServiceName: '',
  listPrice: null,
  unitType: '',
  loading: false,
});

export function newEntityStart(clientId: number): EntityFormStart {
  return {
    values: newEntityRequest(clientId, {
      entity_name: '',
      address1: '',
      address2: '',
      zip_code: '',
      country: DEFAULT_CITY_COUNTRY,
      city: '',
    }),
    lines: [],
  };
}

/** A saved entity as form values. */
export function entityStart(entity: Entity): EntityFormStart {
  const services = entity.invoice_details.services;
  return {
    values: {
      client_id: entity.client_id,
      entity_name: entity.entity_name,
      address1: entity.address1,
      address2: entity.address2,
      zip_code: entity.zip_code,
      country: entity.country,
      city: entity.city,
      company_reg_no: entity.company_reg_no,
      company_reg_validity: dateInput(entity.company_reg_validity),
      tax_reg_no: entity.tax_reg_no,
      tax_validity: dateInput(entity.tax_validity),
      is_external: entity.is_external,
      file_sharing_platform: entity.file_sharing_platform,
      file_shared_type: entity.file_shared_type,
      uses_charge_code: entity.uses_charge_code,
      charge_code: entity.charge_code,
      contract_file_type: entity.contract_file_type,
      contract: entity.contract,
      contract_validity_start: dateInput(entity.contract_validity_start),
      contract_validity_end: dateInput(entity.contract_validity_end),
      currency: entity.currency,
      file_duration: entity.file_duration,
      tax_list: entity.tax_list.map((t) => ({ tax_type: t.tax_type, percentage: t.percentage })),
      services: services.map((s) => ({ service_mapper: s.service_mapper, discount: s.discount })),
    },
    lines: services.map((s) => ({
      key: newLineKey(),
      serviceId: s.service_id,
      subServiceName: s.sub_service,
      listPrice: s.list_price,
      unitType: s.unit_type,
      loading: false,
    })),
  };
}
