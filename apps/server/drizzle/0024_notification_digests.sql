CREATE TABLE "notification_digests" (
	"user_id" integer NOT NULL,
	"digest_hour" integer,
	"time_zone" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "notification_digests_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;