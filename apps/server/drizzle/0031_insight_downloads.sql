ALTER TABLE "insight_months" ADD COLUMN "download_hours" double precision[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "insight_versions" ADD COLUMN "first_download_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "complaints_created_at_idx" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "complaints_resolved_at_idx" ON "complaints" USING btree ("resolved_at");--> statement-breakpoint
CREATE INDEX "recipient_feedback_updated_at_idx" ON "recipient_feedback" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "insight_versions_delivery_version_idx" ON "insight_versions" USING btree ("delivery_id","version");--> statement-breakpoint
-- A version's first download by any recipient of any of its delivery's shares.
CREATE OR REPLACE FUNCTION insight_first_download(delivery integer, version_no integer) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  select min(sd.first_at) from share_downloads sd join shared_logs sl on sl.id = sd.share_id
  where sl.delivery_id = delivery and sd.version = version_no
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insight_versions_write(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  delete from insight_versions i using delivery_versions v
    where i.version_id = v.id and v.id = any(ids) and v.actual_delivery is null;
  insert into insight_versions (version_id, delivery_id, version, client_id, delivered_at, committed_at,
    words, minutes, images, categories, first_download_at)
  select v.id, v.delivery_id, v.version, d.client_id, v.actual_delivery, v.committed_delivery,
    case when v.version = 1 then insight_units(d.summary_services, 'word') else 0 end,
    case when v.version = 1 then insight_units(d.summary_services, 'minute') else 0 end,
    case when v.version = 1 then insight_units(d.summary_services, 'image') else 0 end,
    service_categories(d.summary_services), insight_first_download(v.delivery_id, v.version)
  from delivery_versions v join deliveries d on d.id = v.delivery_id
  where v.id = any(ids) and v.actual_delivery is not null
  on conflict (version_id) do update set delivery_id = excluded.delivery_id, version = excluded.version,
    client_id = excluded.client_id, delivered_at = excluded.delivered_at, committed_at = excluded.committed_at,
    words = excluded.words, minutes = excluded.minutes, images = excluded.images,
    categories = excluded.categories, first_download_at = excluded.first_download_at
$$;--> statement-breakpoint
-- A download counted for the first time moves its version's first download earlier (or sets it).
CREATE OR REPLACE FUNCTION insight_versions_of_download() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE insight_versions i SET first_download_at = NEW.first_at
  FROM shared_logs sl
  WHERE sl.id = NEW.share_id AND i.delivery_id = sl.delivery_id AND i.version = NEW.version
    AND (i.first_download_at IS NULL OR i.first_download_at > NEW.first_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER insight_versions_download AFTER INSERT OR UPDATE OF first_at ON share_downloads
  FOR EACH ROW WHEN (NEW.first_at IS NOT NULL) EXECUTE FUNCTION insight_versions_of_download();--> statement-breakpoint
DROP FUNCTION insight_month_facts(timestamptz[]);--> statement-breakpoint
CREATE FUNCTION insight_month_facts(months timestamptz[])
RETURNS TABLE (month timestamptz, client_id integer, categories text[], versions integer,
  versions_committed integer, on_time integer, deliveries integer, words numeric, minutes numeric,
  images numeric, late_hours double precision[], download_hours double precision[])
LANGUAGE sql STABLE AS $$
  select m.month, v.client_id, v.categories, count(*)::int,
    count(*) filter (where v.committed_at is not null)::int,
    count(*) filter (where v.delivered_at <= v.committed_at)::int,
    count(*) filter (where v.version = 1)::int,
    sum(v.words), sum(v.minutes), sum(v.images),
    coalesce(array_agg(extract(epoch from v.delivered_at - v.committed_at)::float8 / 3600)
      filter (where v.delivered_at > v.committed_at), '{}'),
    coalesce(array_agg(extract(epoch from v.first_download_at - v.delivered_at)::float8 / 3600)
      filter (where v.first_download_at is not null), '{}')
  from unnest(months) m(month)
  join insight_versions v on v.delivered_at >= m.month and v.delivered_at < insight_next_month(m.month)
  group by m.month, v.client_id, v.categories
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insight_months_fold(months timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  delete from insight_months where month = any(months);
  insert into insight_months (month, client_id, categories, versions, versions_committed, on_time,
    deliveries, words, minutes, images, late_hours, download_hours)
  select * from insight_month_facts(months);
$$;--> statement-breakpoint
-- The first downloads so far, then every month folded again with them.
UPDATE insight_versions i SET first_download_at = f.at
FROM (
  SELECT sl.delivery_id, sd.version, min(sd.first_at) AS at FROM share_downloads sd
  JOIN shared_logs sl ON sl.id = sd.share_id WHERE sd.first_at IS NOT NULL GROUP BY sl.delivery_id, sd.version
) f
WHERE i.delivery_id = f.delivery_id AND i.version = f.version;--> statement-breakpoint
DELETE FROM insight_stale_months;--> statement-breakpoint
SELECT insight_months_fold(array(SELECT DISTINCT insight_month(delivered_at) FROM insight_versions));
