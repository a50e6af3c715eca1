CREATE TABLE "insight_months" (
	"month" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"categories" text[] NOT NULL,
	"versions" integer NOT NULL,
	"versions_committed" integer NOT NULL,
	"on_time" integer NOT NULL,
	"deliveries" integer NOT NULL,
	"words" numeric NOT NULL,
	"minutes" numeric NOT NULL,
	"images" numeric NOT NULL,
	"late_hours" double precision[] NOT NULL,
	CONSTRAINT "insight_months_month_client_id_categories_pk" PRIMARY KEY("month","client_id","categories")
);
--> statement-breakpoint
CREATE TABLE "insight_stale_months" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insight_stale_months_month_idx" ON "insight_stale_months" USING btree ("month");--> statement-breakpoint
-- A time's UTC month as its first moment, and the first moment of the month after (whatever the session's
-- time zone: a timestamptz plus a month is reckoned in it).
CREATE OR REPLACE FUNCTION insight_month(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select date_trunc('month', at at time zone 'UTC') at time zone 'UTC'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insight_next_month(month timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select (month at time zone 'UTC' + interval '1 month') at time zone 'UTC'
$$;--> statement-breakpoint
-- The summary's rows of some months, from insight_versions: what the fold stores and what readers take for
-- months not folded yet (one rule for both).
CREATE OR REPLACE FUNCTION insight_month_facts(months timestamptz[])
RETURNS TABLE (month timestamptz, client_id integer, categories text[], versions integer,
  versions_committed integer, on_time integer, deliveries integer, words numeric, minutes numeric,
  images numeric, late_hours double precision[])
LANGUAGE sql STABLE AS $$
  select m.month, v.client_id, v.categories, count(*)::int,
    count(*) filter (where v.committed_at is not null)::int,
    count(*) filter (where v.delivered_at <= v.committed_at)::int,
    count(*) filter (where v.version = 1)::int,
    sum(v.words), sum(v.minutes), sum(v.images),
    coalesce(array_agg(extract(epoch from v.delivered_at - v.committed_at)::float8 / 3600)
      filter (where v.delivered_at > v.committed_at), '{}')
  from unnest(months) m(month)
  join insight_versions v on v.delivered_at >= m.month and v.delivered_at < insight_next_month(m.month)
  group by m.month, v.client_id, v.categories
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insight_months_fold(months timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  delete from insight_months where month = any(months);
  insert into insight_months (month, client_id, categories, versions, versions_committed, on_time,
    deliveries, words, minutes, images, late_hours)
  select * from insight_month_facts(months);
$$;--> statement-breakpoint
-- Every change to insight_versions names its months as stale: plain appends, so concurrent deliveries in one
-- month never wait on each other's row.
CREATE OR REPLACE FUNCTION insight_stale_of_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO insight_stale_months (month) SELECT DISTINCT insight_month(delivered_at) FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO insight_stale_months (month) SELECT DISTINCT insight_month(delivered_at) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER insight_stale_insert AFTER INSERT ON insight_versions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_stale_of_change();--> statement-breakpoint
CREATE TRIGGER insight_stale_delete AFTER DELETE ON insight_versions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_stale_of_change();--> statement-breakpoint
CREATE TRIGGER insight_stale_update AFTER UPDATE ON insight_versions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_stale_of_change();--> statement-breakpoint
-- Emptied versions (a TRUNCATE fires no row or statement trigger above) leave no summary behind.
CREATE OR REPLACE FUNCTION insight_months_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM insight_months;
  DELETE FROM insight_stale_months;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER insight_months_truncate AFTER TRUNCATE ON insight_versions
  FOR EACH STATEMENT EXECUTE FUNCTION insight_months_clear();--> statement-breakpoint
-- Every month delivered so far, folded.
SELECT insight_months_fold(array(SELECT DISTINCT insight_month(delivered_at) FROM insight_versions));
