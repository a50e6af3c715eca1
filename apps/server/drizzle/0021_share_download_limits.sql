CREATE TABLE "share_downloads" (
	"share_id" integer NOT NULL,
	"version" integer NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_downloads_share_id_version_pk" PRIMARY KEY("share_id","version")
);
--> statement-breakpoint
ALTER TABLE "shared_logs" ADD COLUMN "download_limit" integer;--> statement-breakpoint
ALTER TABLE "share_downloads" ADD CONSTRAINT "share_downloads_share_id_shared_logs_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shared_logs"("id") ON DELETE cascade ON UPDATE no action;