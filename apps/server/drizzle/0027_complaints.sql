CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text
);
--> statement-breakpoint
CREATE TABLE "recipient_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"email" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_approvals_version_email" UNIQUE("version_id","email")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_version_id_delivery_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."delivery_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_approvals" ADD CONSTRAINT "recipient_approvals_version_id_delivery_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."delivery_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_delivery_idx" ON "complaints" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "complaints_unresolved_idx" ON "complaints" USING btree ("delivery_id") WHERE "complaints"."status" <> 'resolved';