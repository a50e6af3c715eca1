CREATE TABLE "access_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"log_string" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared_users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"type" text NOT NULL,
	"user_name" text NOT NULL,
	"message" jsonb NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"general_delivery_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"delivery_user_type" text DEFAULT 'default' NOT NULL,
	"invoice_code" text,
	"requester_name" text NOT NULL,
	"user_name" text NOT NULL,
	"requested_delivery" timestamp with time zone,
	"committed_delivery" timestamp with time zone,
	"actual_delivery" timestamp with time zone NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"feedback" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_batch_id_unique" UNIQUE("batch_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_assignments" (
	"delivery_id" integer NOT NULL,
	"assignment_id" text NOT NULL,
	CONSTRAINT "delivery_assignments_delivery_id_assignment_id_pk" PRIMARY KEY("delivery_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"version_id" integer,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"external_link" text,
	"external_text" text
);
--> statement-breakpoint
CREATE TABLE "delivery_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"version" integer NOT NULL,
	"committed_delivery" timestamp with time zone,
	"actual_delivery" timestamp with time zone,
	"overall_feedback" integer,
	"delivery_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"zip_key" text,
	CONSTRAINT "delivery_versions_delivery_version" UNIQUE("delivery_id","version")
);
--> statement-breakpoint
CREATE TABLE "file_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"format" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "file_objects_file_format" UNIQUE("file_id","format")
);
--> statement-breakpoint
CREATE TABLE "shared_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"shared_to_user_email" text NOT NULL,
	"shared_by" text NOT NULL,
	"is_request" boolean DEFAULT false NOT NULL,
	"accessed_number" integer DEFAULT 0 NOT NULL,
	"last_download_version" integer,
	"last_accessed_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" integer NOT NULL,
	"requester_name" text NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_assignment_id_workspace_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."workspace_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_version_id_delivery_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."delivery_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_versions" ADD CONSTRAINT "delivery_versions_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_objects" ADD CONSTRAINT "file_objects_file_id_delivery_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."delivery_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_logs" ADD CONSTRAINT "shared_logs_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_delivery_id_idx" ON "access_logs" USING btree ("delivery_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_delivery_id_idx" ON "comments" USING btree ("delivery_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_actual_delivery_idx" ON "deliveries" USING btree ("actual_delivery");--> statement-breakpoint
CREATE INDEX "deliveries_client_id_idx" ON "deliveries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "delivery_files_delivery_id_idx" ON "delivery_files" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "shared_logs_delivery_id_idx" ON "shared_logs" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "workspace_assignments_client_id_idx" ON "workspace_assignments" USING btree ("client_id");