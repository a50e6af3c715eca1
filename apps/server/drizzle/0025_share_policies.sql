ALTER TABLE "clients" ADD COLUMN "share_default_days" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "share_max_days" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "share_outside_allowed" boolean DEFAULT true NOT NULL;