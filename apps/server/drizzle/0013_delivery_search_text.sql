ALTER TABLE "deliveries" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Filled as refreshDeliverySummaries fills it: file names of every version and the sources, then each
-- assignment's id and name, one per line.
UPDATE "deliveries" d SET "search_text" = x.text
FROM (
  SELECT s.delivery_id, string_agg(s.line, E'\n') AS text
  FROM (
    SELECT f.delivery_id, f.name AS line FROM "delivery_files" f
    UNION ALL
    SELECT da.delivery_id, wa.id || E'\n' || wa.name
    FROM "delivery_assignments" da JOIN "workspace_assignments" wa ON wa.id = da.assignment_id
  ) s
  GROUP BY s.delivery_id
) x
WHERE x.delivery_id = d.id;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliveries_search_text_trgm" ON "deliveries" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The search reads file names from the deliveries' search_text now.
DROP INDEX IF EXISTS "delivery_files_name_trgm";
