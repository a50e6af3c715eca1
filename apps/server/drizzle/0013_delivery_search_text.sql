ALTER TABLE "deliveries" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Filled as refreshDeliverySummaries fills it: batch id, requester, every file name of every version and the
-- sources, then each assignment's id and name, one per line, lower-cased (searched with LIKE lower(term)).
UPDATE "deliveries" d SET "search_text" = lower(concat_ws(E'\n', d.batch_id, d.requester_name,
  (SELECT string_agg(f.name, E'\n' ORDER BY f.id) FROM "delivery_files" f WHERE f.delivery_id = d.id),
  (SELECT string_agg(wa.id || E'\n' || wa.name, E'\n' ORDER BY wa.id)
   FROM "delivery_assignments" da JOIN "workspace_assignments" wa ON wa.id = da.assignment_id
   WHERE da.delivery_id = d.id)));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliveries_search_text_trgm" ON "deliveries" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The search reads file names, batch id and requester from search_text now; nothing else reads these.
DROP INDEX IF EXISTS "delivery_files_name_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "deliveries_batch_id_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "deliveries_requester_name_trgm";
