CREATE TABLE "assignment_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" text NOT NULL,
	"file_request_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_sources_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "file_request_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_request_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_request_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"file_request_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "file_request_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "file_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"extensions" jsonb NOT NULL,
	"max_size_mb" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"code_retry_at" timestamp with time zone,
	CONSTRAINT "file_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "file_uploads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD COLUMN "file_request_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "file_request_id" integer;--> statement-breakpoint
ALTER TABLE "assignment_sources" ADD CONSTRAINT "assignment_sources_assignment_id_workspace_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."workspace_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_sources" ADD CONSTRAINT "assignment_sources_file_request_id_file_requests_id_fk" FOREIGN KEY ("file_request_id") REFERENCES "public"."file_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_sources" ADD CONSTRAINT "assignment_sources_upload_id_file_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."file_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_request_codes" ADD CONSTRAINT "file_request_codes_file_request_id_file_requests_id_fk" FOREIGN KEY ("file_request_id") REFERENCES "public"."file_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_request_sessions" ADD CONSTRAINT "file_request_sessions_file_request_id_file_requests_id_fk" FOREIGN KEY ("file_request_id") REFERENCES "public"."file_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_requests" ADD CONSTRAINT "file_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_requests" ADD CONSTRAINT "file_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_sources_request_idx" ON "assignment_sources" USING btree ("file_request_id");--> statement-breakpoint
CREATE INDEX "file_request_codes_request_idx" ON "file_request_codes" USING btree ("file_request_id");--> statement-breakpoint
CREATE INDEX "file_requests_client_idx" ON "file_requests" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_file_request_id_file_requests_id_fk" FOREIGN KEY ("file_request_id") REFERENCES "public"."file_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_file_request_id_file_requests_id_fk" FOREIGN KEY ("file_request_id") REFERENCES "public"."file_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uploads_file_request_idx" ON "file_uploads" USING btree ("file_request_id");--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_one_owner" CHECK (num_nonnulls("file_uploads"."user_id", "file_uploads"."file_request_id") = 1);