CREATE SEQUENCE "public"."delivery_batch_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"gid" integer NOT NULL,
	"assignment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_deliveries" integer DEFAULT 1 NOT NULL,
	"committed_delivery" timestamp with time zone,
	"delivery_notes" text DEFAULT '' NOT NULL,
	"interim" boolean DEFAULT false NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"external_text" text DEFAULT '' NOT NULL,
	"email_attachment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_groups_delivery_gid" UNIQUE("delivery_id","gid")
);
--> statement-breakpoint
CREATE TABLE "file_upload_parts" (
	"upload_id" text NOT NULL,
	"part_number" integer NOT NULL,
	"etag" text NOT NULL,
	"size" bigint NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_upload_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delivery_ref" text NOT NULL,
	"flow" text NOT NULL,
	"group_ref" text DEFAULT '' NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"chunk_size" integer NOT NULL,
	"part_count" integer NOT NULL,
	"interim" boolean DEFAULT false NOT NULL,
	"time_ref" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"store_upload_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "file_uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "integration_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
DROP INDEX "delivery_assignments_assignment_id_idx";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "secure_key_hash" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD COLUMN "requester_email" text;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD COLUMN "entity_id" integer;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_groups" ADD CONSTRAINT "delivery_groups_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload_parts" ADD CONSTRAINT "file_upload_parts_upload_id_file_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."file_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uploads_owner_idx" ON "file_uploads" USING btree ("user_id","delivery_ref","status");--> statement-breakpoint
CREATE INDEX "file_uploads_stale_idx" ON "file_uploads" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_assignments_batch_id_idx" ON "workspace_assignments" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_assignment_id_key" UNIQUE("assignment_id");--> statement-breakpoint
UPDATE "workspace_assignments" wa SET "entity_id" = d."entity_id" FROM "delivery_assignments" da JOIN "deliveries" d ON d."id" = da."delivery_id" WHERE da."assignment_id" = wa."id" AND wa."entity_id" IS NULL;
