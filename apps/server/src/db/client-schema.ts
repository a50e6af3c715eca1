import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  boolean,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './schema.js';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 7, scale: 2 });

/** The services catalogue: services, their sub-services and list and MSLA prices per currency. */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull(),
  unit_type: text('unit_type').notNull(),
  position: integer('position').notNull().default(0),
});

export const subServices = pgTable(
  'sub_services',
  {
    id: serial('id').primaryKey(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit_type: text('unit_type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sub_services_service_id_idx').on(t.service_id)],
);

export const subServicePrices = pgTable(
  'sub_service_prices',
  {
    sub_service_id: integer('sub_service_id')
      .notNull()
      .references(() => subServices.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    list_price: money('list_price'),
    msla_price: money('msla_price'),
  },
  (t) => [primaryKey({ columns: [t.sub_service_id, t.currency] })],
);

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  client_name: text('client_name').notNull(),
  client_code: text('client_code').notNull().unique(),
  client_domain_list: jsonb('client_domain_list').$type<string[]>().notNull(),
  logo_key: text('logo_key'),
  /** Days after a delivery's last version before its files are removed; null: RETENTION_DAYS (decision 0023). */
  retention_days: integer('retention_days'),
  /** The share policy (decision 0038): default end and longest share in days, outside shares allowed. */
  share_default_days: integer('share_default_days'),
  share_max_days: integer('share_max_days'),
  share_outside_allowed: boolean('share_outside_allowed').notNull().default(true),
  /** The language its recipients' portal and e-mails use when nothing else says (decision 0042). */
  portal_language: text('portal_language').notNull().default('en'),
  ...timestamps,
});

export const entities = pgTable(
  'entities',
  {
    id: serial('id').primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    entity_code: text('entity_code').notNull().unique(),
    entity_name: text('entity_name').notNull(),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    zip_code: text('zip_code').notNull().default(''),
    country: text('country').notNull(),
    city: text('city').notNull(),
    company_reg_no: text('company_reg_no').notNull().default(''),
    company_reg_validity: date('company_reg_validity'),
    tax_reg_no: text('tax_reg_no').notNull().default(''),
    tax_validity: date('tax_validity'),
    is_external: boolean('is_external').notNull().default(false),
    file_sharing_platform: text('file_sharing_platform').notNull().default(''),
    file_shared_type: text('file_shared_type'),
    uses_charge_code: boolean('uses_charge_code').notNull().default(false),
    charge_code: text('charge_code'),
    contract_file_type: text('contract_file_type').notNull().default('NDA'),
    contract_filename: text('contract_filename'),
    contract_key: text('contract_key'),
    contract_validity_start: date('contract_validity_start'),
    contract_validity_end: date('contract_validity_end'),
    currency: text('currency').notNull().default('USD'),
    file_duration: integer('file_duration').notNull().default(90),
    tax_list: jsonb('tax_list').$type<{ tax_type: string; percentage: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('entities_client_id_idx').on(t.client_id)],
);

export const entityServices = pgTable(
  'entity_services',
  {
    id: serial('id').primaryKey(),
    entity_id: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    sub_service_id: integer('sub_service_id')
      .notNull()
      .references(() => subServices.id),
    list_price: money('list_price').notNull(),
    discount: percent('discount').notNull(),
    offered_price: money('offered_price').notNull(),
  },
  (t) => [index('entity_services_entity_id_idx').on(t.entity_id)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    invoice_validity_start: date('invoice_validity_start').notNull(),
    invoice_validity_end: date('invoice_validity_end').notNull(),
    default_entity_id: integer('default_entity_id')
      .notNull()
      .references(() => entities.id),
    currency_used: text('currency_used').notNull(),
    comments: text('comments').notNull().default(''),
    types_of_discounts: jsonb('types_of_discounts').$type<string[]>().notNull().default([]),
    taxes_list: jsonb('taxes_list').$type<{ tax_type: string; percentage: string }[]>().notNull().default([]),
    invoice_codes_list: jsonb('invoice_codes_list').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('invoices_client_id_idx').on(t.client_id)],
);

export const invoiceServices = pgTable(
  'invoice_services',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    sub_service_id: integer('sub_service_id')
      .notNull()
      .references(() => subServices.id),
    list_price: money('list_price').notNull(),
    msla_price: money('msla_price'),
    offered_price: money('offered_price').notNull(),
    cumm_discount_listprice: percent('cumm_discount_listprice').notNull(),
    cumm_discount_mslaprice: percent('cumm_discount_mslaprice'),
  },
  (t) => [index('invoice_services_invoice_id_idx').on(t.invoice_id)],
);

export const clientUsers = pgTable(
  'client_users',
  {
    id: serial('id').primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email').notNull().unique(),
    phone_number_list: jsonb('phone_number_list')
      .$type<{ ext: string; number: string }[]>()
      .notNull()
      .default([]),
    country: text('country').notNull(),
    city: text('city').notNull(),
    category: text('category'),
    designation: text('designation').notNull().default(''),
    industry: text('industry'),
    job_function: text('job_function'),
    default_entity_id: integer('default_entity_id').references(() => entities.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('client_users_client_id_idx').on(t.client_id)],
);

/** Contract files uploaded but not yet (or no longer) attached; an entity may only name an upload of these. */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  filename: text('filename').notNull(),
  content_type: text('content_type').notNull(),
  size: integer('size').notNull(),
  uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
