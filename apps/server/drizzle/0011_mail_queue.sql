CREATE TABLE "outgoing_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "outgoing_mails_unsent_idx" ON "outgoing_mails" USING btree ("created_at") WHERE "outgoing_mails"."sent_at" is null;