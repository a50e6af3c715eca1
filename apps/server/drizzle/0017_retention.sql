ALTER TABLE "clients" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "files_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "files_removed_reason" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "retention_restarted_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "recycle_bin" (
	"delivery_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"removed_by" integer,
	"file_count" integer DEFAULT 0 NOT NULL,
	"total_size" bigint DEFAULT 0 NOT NULL,
	"objects" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recycle_bin" ADD CONSTRAINT "recycle_bin_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_bin" ADD CONSTRAINT "recycle_bin_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recycle_bin_purge_after_idx" ON "recycle_bin" USING btree ("purge_after");
