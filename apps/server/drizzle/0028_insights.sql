CREATE TABLE "insight_versions" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"version" integer NOT NULL,
	"client_id" integer NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone,
	"words" numeric DEFAULT 0 NOT NULL,
	"minutes" numeric DEFAULT 0 NOT NULL,
	"images" numeric DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_downloads" ADD COLUMN "first_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insight_versions" ADD CONSTRAINT "insight_versions_version_id_delivery_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."delivery_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_versions_delivered_at_idx" ON "insight_versions" USING btree ("delivered_at");--> statement-breakpoint
-- The units and the service categories of a delivery's services. service_categories is the contracts'
-- serviceCategoryOf (SERVICE_CATEGORIES' patterns in order; \y is a word boundary): insights-columns.test.ts
-- fails when the two differ.
CREATE OR REPLACE FUNCTION insight_units(services jsonb, unit text) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(sum((sub->>'unit_count')::numeric), 0)
  from jsonb_array_elements(case when jsonb_typeof(services) = 'array' then services else '[]'::jsonb end) s,
    jsonb_array_elements(
      case when jsonb_typeof(s->'sub_services') = 'array' then s->'sub_services' else '[]'::jsonb end
    ) sub
  where jsonb_typeof(sub->'unit_count') = 'number' and sub->>'unit_type' ~* ('^' || unit || 's?$')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_categories(services jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(distinct category order by category), '{}'::text[])
  from (
    select case
      when s->>'service' ~* 'workflow|\yezw\y' then 'EZW'
      when s->>'service' ~* 'translat|language|locali[sz]|proofread|transcreat|interpret' then 'TR'
      when s->>'service' ~* 'presentation' then 'PD'
      when s->>'service' ~* 'graphic|design' then 'GD'
      when s->>'service' ~* 'audio|video|subtit' then 'AV'
      when s->>'service' ~* 'research|analytic' then 'RA'
      when s->>'service' ~* 'data' then 'DP'
      else 'UNK' end as category
    from jsonb_array_elements(case when jsonb_typeof(services) = 'array' then services else '[]'::jsonb end) s
    where jsonb_typeof(s) = 'object'
  ) c
$$;--> statement-breakpoint
-- One version's row, from the version and its delivery (none while it is not delivered).
CREATE OR REPLACE FUNCTION insight_versions_write(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  delete from insight_versions i using delivery_versions v
    where i.version_id = v.id and v.id = any(ids) and v.actual_delivery is null;
  insert into insight_versions (version_id, delivery_id, version, client_id, delivered_at, committed_at,
    words, minutes, images, categories)
  select v.id, v.delivery_id, v.version, d.client_id, v.actual_delivery, v.committed_delivery,
    case when v.version = 1 then insight_units(d.summary_services, 'word') else 0 end,
    case when v.version = 1 then insight_units(d.summary_services, 'minute') else 0 end,
    case when v.version = 1 then insight_units(d.summary_services, 'image') else 0 end,
    service_categories(d.summary_services)
  from delivery_versions v join deliveries d on d.id = v.delivery_id
  where v.id = any(ids) and v.actual_delivery is not null
  on conflict (version_id) do update set delivery_id = excluded.delivery_id, version = excluded.version,
    client_id = excluded.client_id, delivered_at = excluded.delivered_at, committed_at = excluded.committed_at,
    words = excluded.words, minutes = excluded.minutes, images = excluded.images,
    categories = excluded.categories
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insight_versions_of_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_versions_write(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insight_versions_of_delivery() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_versions_write(array(select id from delivery_versions where delivery_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER insight_versions_version AFTER INSERT OR UPDATE OF actual_delivery, committed_delivery, version
  ON delivery_versions FOR EACH ROW EXECUTE FUNCTION insight_versions_of_version();--> statement-breakpoint
CREATE TRIGGER insight_versions_delivery AFTER UPDATE OF client_id, summary_services ON deliveries
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.summary_services IS DISTINCT FROM NEW.summary_services)
  EXECUTE FUNCTION insight_versions_of_delivery();--> statement-breakpoint
-- The versions delivered so far.
SELECT insight_versions_write(array(SELECT id FROM delivery_versions WHERE actual_delivery IS NOT NULL));
