CREATE TABLE "recipient_languages" (
	"email" text PRIMARY KEY NOT NULL,
	"chosen" text,
	"browser" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "portal_language" text DEFAULT 'en' NOT NULL;