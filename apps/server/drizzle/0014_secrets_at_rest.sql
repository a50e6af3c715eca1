ALTER TABLE "outgoing_mails" ADD COLUMN "sealed_message" text;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "recipient" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
-- What is kept of every mail; a code no longer rides in a subject (the codes themselves are voided below).
UPDATE "outgoing_mails" SET
  "recipient" = coalesce("message"->>'to', ''),
  "subject" = regexp_replace(coalesce("message"->>'subject', ''), '^Your code: [0-9]+$', 'Your code to open your delivery')
WHERE "message" IS NOT NULL;--> statement-breakpoint
-- Sent mails lose their bodies now; unsent ones keep theirs until the next start-up seals them (SQL has no key).
UPDATE "outgoing_mails" SET "message" = NULL WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outgoing_mails_clear_idx" ON "outgoing_mails" USING btree ("id") WHERE "outgoing_mails"."message" is not null;--> statement-breakpoint
CREATE TABLE "secret_compactions" (
	"table_name" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO "secret_compactions" ("table_name") SELECT 'outgoing_mails' WHERE EXISTS (SELECT 1 FROM "outgoing_mails");--> statement-breakpoint
-- Codes hashed without a key could be undone by trying every code: the live ones end (a new one is a click away).
UPDATE "recipient_codes" SET "used_at" = now() WHERE "used_at" IS NULL;--> statement-breakpoint
ALTER TABLE "recipient_codes" ADD COLUMN "wrong_tries" integer DEFAULT 0 NOT NULL;
