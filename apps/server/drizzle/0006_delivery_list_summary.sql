ALTER TABLE "deliveries" ADD COLUMN "summary_file_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "summary_services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "deliveries" d SET "summary_file_names" = x.names
FROM (
  SELECT f.delivery_id, jsonb_agg(f.name ORDER BY f.position, f.id) AS names
  FROM "delivery_files" f
  JOIN "delivery_versions" v ON v.id = f.version_id
  JOIN "deliveries" owner ON owner.id = f.delivery_id AND owner.current_version = v.version
  GROUP BY f.delivery_id
) x
WHERE x.delivery_id = d.id;
--> statement-breakpoint
UPDATE "deliveries" d SET "summary_services" = x.services
FROM (
  SELECT da.delivery_id, jsonb_agg(s.service ORDER BY da.assignment_id, s.n) AS services
  FROM "delivery_assignments" da
  JOIN "workspace_assignments" wa ON wa.id = da.assignment_id
  CROSS JOIN LATERAL jsonb_array_elements(wa.services) WITH ORDINALITY AS s(service, n)
  GROUP BY da.delivery_id
) x
WHERE x.delivery_id = d.id;
