CREATE TABLE "client_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone_number_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"category" text,
	"designation" text DEFAULT '' NOT NULL,
	"industry" text,
	"job_function" text,
	"default_entity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_name" text NOT NULL,
	"client_code" text NOT NULL,
	"client_domain_list" jsonb NOT NULL,
	"logo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_client_code_unique" UNIQUE("client_code")
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"entity_code" text NOT NULL,
	"entity_name" text NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"company_reg_no" text DEFAULT '' NOT NULL,
	"company_reg_validity" date,
	"tax_reg_no" text DEFAULT '' NOT NULL,
	"tax_validity" date,
	"is_external" boolean DEFAULT false NOT NULL,
	"file_sharing_platform" text DEFAULT '' NOT NULL,
	"file_shared_type" text,
	"uses_charge_code" boolean DEFAULT false NOT NULL,
	"charge_code" text,
	"contract_file_type" text DEFAULT 'NDA' NOT NULL,
	"contract_filename" text,
	"contract_key" text,
	"contract_validity_start" date,
	"contract_validity_end" date,
	"currency" text DEFAULT 'USD' NOT NULL,
	"file_duration" integer DEFAULT 90 NOT NULL,
	"tax_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entities_entity_code_unique" UNIQUE("entity_code")
);
--> statement-breakpoint
CREATE TABLE "entity_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"sub_service_id" integer NOT NULL,
	"list_price" numeric(12, 2) NOT NULL,
	"discount" numeric(7, 2) NOT NULL,
	"offered_price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"sub_service_id" integer NOT NULL,
	"list_price" numeric(12, 2) NOT NULL,
	"msla_price" numeric(12, 2),
	"offered_price" numeric(12, 2) NOT NULL,
	"cumm_discount_listprice" numeric(7, 2) NOT NULL,
	"cumm_discount_mslaprice" numeric(7, 2)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"invoice_validity_start" date NOT NULL,
	"invoice_validity_end" date NOT NULL,
	"default_entity_id" integer NOT NULL,
	"currency_used" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"types_of_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taxes_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_codes_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"unit_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sub_service_prices" (
	"sub_service_id" integer NOT NULL,
	"currency" text NOT NULL,
	"list_price" numeric(12, 2),
	"msla_price" numeric(12, 2),
	CONSTRAINT "sub_service_prices_sub_service_id_currency_pk" PRIMARY KEY("sub_service_id","currency")
);
--> statement-breakpoint
CREATE TABLE "sub_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_default_entity_id_entities_id_fk" FOREIGN KEY ("default_entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_services" ADD CONSTRAINT "entity_services_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_services" ADD CONSTRAINT "entity_services_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_services" ADD CONSTRAINT "invoice_services_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_services" ADD CONSTRAINT "invoice_services_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_default_entity_id_entities_id_fk" FOREIGN KEY ("default_entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_service_prices" ADD CONSTRAINT "sub_service_prices_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_users_client_id_idx" ON "client_users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "entities_client_id_idx" ON "entities" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "entity_services_entity_id_idx" ON "entity_services" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "invoice_services_invoice_id_idx" ON "invoice_services" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_client_id_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sub_services_service_id_idx" ON "sub_services" USING btree ("service_id");