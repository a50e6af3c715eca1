-- Substring search over deliveries (file names, assignment ids and names, batch id, requester) uses
-- trigram indexes; ILIKE '%term%' can use them for terms of 3 or more characters.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "delivery_files_name_trgm" ON "delivery_files" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliveries_batch_id_trgm" ON "deliveries" USING gin ("batch_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliveries_requester_name_trgm" ON "deliveries" USING gin ("requester_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workspace_assignments_id_trgm" ON "workspace_assignments" USING gin ("id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workspace_assignments_name_trgm" ON "workspace_assignments" USING gin ("name" gin_trgm_ops);
