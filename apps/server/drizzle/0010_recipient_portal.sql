CREATE TABLE "recipient_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shared_log_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"email" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_feedback_version_email" UNIQUE("version_id","email")
);
--> statement-breakpoint
CREATE TABLE "recipient_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recipient_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "shared_logs" ADD COLUMN "shared_by_email" text;--> statement-breakpoint
ALTER TABLE "shared_logs" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "shared_logs" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shared_logs" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shared_logs" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_logs" ADD COLUMN "code_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipient_codes" ADD CONSTRAINT "recipient_codes_shared_log_id_shared_logs_id_fk" FOREIGN KEY ("shared_log_id") REFERENCES "public"."shared_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_feedback" ADD CONSTRAINT "recipient_feedback_version_id_delivery_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."delivery_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_codes_shared_log_idx" ON "recipient_codes" USING btree ("shared_log_id");--> statement-breakpoint
ALTER TABLE "shared_logs" ADD CONSTRAINT "shared_logs_link_token_hash_unique" UNIQUE("link_token_hash");