import { DEFAULT_CITY_COUNTRY, DEFAULT_LOCALE } from '@ops/contracts';
import type { CreateClientRequest } from '@ops/contracts';

/**
 * A blank client form; the two confirmations start unticked (they must be ticked to submit), and a new
 * company's recipients are spoken to in English unless another language is chosen (decision 0042).
 */
export const emptyClient = (): CreateClientRequest =>
  ({
    client_id: null,
    company_name: '',
    client_code: '',
    company_domain_list: [],
    portal_language: DEFAULT_LOCALE,
    entity_data: {
      entity_name: '',
      address_1: '',
      address_2: '',
      entity_zip_code: '',
      entity_country: DEFAULT_CITY_COUNTRY,
      entity_city: '',
    },
    user_data: {
      user_name: '',
      user_email: '',
      user_phone_no: [],
      user_industry: null,
      user_category: null,
      user_country: DEFAULT_CITY_COUNTRY,
      user_city: '',
      user_designation: '',
      user_job_function: null,
    },
    note_understood: false,
    instruction_understood: false,
    copy_address: false,
  }) as unknown as CreateClientRequest;
