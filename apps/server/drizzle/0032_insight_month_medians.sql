CREATE TABLE "insight_month_medians" (
	"month" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"late_hours" double precision,
	"download_hours" double precision,
	CONSTRAINT "insight_month_medians_month_category_pk" PRIMARY KEY("month","category")
);
--> statement-breakpoint
CREATE TABLE "insight_rating_months" (
	"month" timestamp with time zone NOT NULL,
	"client_id" integer,
	"categories" text[],
	"ratings" integer NOT NULL,
	"rating_sum" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insight_rating_months_month_idx" ON "insight_rating_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "insight_versions_client_idx" ON "insight_versions" USING btree ("client_id");--> statement-breakpoint
-- The ratings given in some months, per client and categories of the version rated: what the fold stores and
-- what readers take for months not folded yet (one rule for both, as insight_month_facts).
CREATE FUNCTION insight_rating_month_facts(months timestamptz[])
RETURNS TABLE (month timestamptz, client_id integer, categories text[], ratings integer, rating_sum bigint)
LANGUAGE sql STABLE AS $$
  select m.month, v.client_id, v.categories, count(*)::int, sum(f.rating)::bigint
  from unnest(months) m(month)
  join recipient_feedback f on f.updated_at >= m.month and f.updated_at < insight_next_month(m.month)
  left join insight_versions v on v.version_id = f.version_id
  group by m.month, v.client_id, v.categories
$$;--> statement-breakpoint
-- The fold keeps each month's ratings and its medians beside its rows: the medians over all clients, for
-- all categories ('') and for each category (a version counts in each of its own), the same percentile the
-- readers take.
CREATE OR REPLACE FUNCTION insight_months_fold(months timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  delete from insight_months where month = any(months);
  insert into insight_months (month, client_id, categories, versions, versions_committed, on_time,
    deliveries, words, minutes, images, late_hours, download_hours)
  select * from insight_month_facts(months);
  delete from insight_rating_months where month = any(months);
  insert into insight_rating_months (month, client_id, categories, ratings, rating_sum)
  select * from insight_rating_month_facts(months);
  delete from insight_month_medians where month = any(months);
  with scoped as (
    select r.month, '' as category, r.late_hours, r.download_hours from insight_months r
    where r.month = any(months)
    union all
    select r.month, c.category, r.late_hours, r.download_hours from insight_months r
    cross join lateral unnest(r.categories) c(category) where r.month = any(months)
  ),
  late as (
    select s.month, s.category, percentile_cont(0.5) within group (order by h) as median
    from scoped s cross join lateral unnest(s.late_hours) h group by s.month, s.category
  ),
  downloads as (
    select s.month, s.category, percentile_cont(0.5) within group (order by h) as median
    from scoped s cross join lateral unnest(s.download_hours) h group by s.month, s.category
  )
  insert into insight_month_medians (month, category, late_hours, download_hours)
  select k.month, k.category, late.median, downloads.median
  from (select distinct month, category from scoped) k
  left join late on late.month = k.month and late.category = k.category
  left join downloads on downloads.month = k.month and downloads.category = k.category;
$$;--> statement-breakpoint
-- A change to versions names their delivered months as stale, and the months their ratings were given in
-- (a version's client or categories are its ratings' too).
CREATE OR REPLACE FUNCTION insight_stale_of_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO insight_stale_months (month) SELECT DISTINCT insight_month(delivered_at) FROM new_rows;
    INSERT INTO insight_stale_months (month) SELECT DISTINCT insight_month(f.updated_at)
      FROM recipient_feedback f WHERE f.version_id IN (SELECT version_id FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO insight_stale_months (month) SELECT DISTINCT insight_month(delivered_at) FROM old_rows;
    INSERT INTO insight_stale_months (month) SELECT DISTINCT insight_month(f.updated_at)
      FROM recipient_feedback f WHERE f.version_id IN (SELECT version_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A rating given, changed or taken back names its month (and the one it left) as stale.
CREATE FUNCTION insight_stale_of_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO insight_stale_months (month) SELECT DISTINCT insight_month(updated_at) FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO insight_stale_months (month) SELECT DISTINCT insight_month(updated_at) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER insight_stale_rating_insert AFTER INSERT ON recipient_feedback
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_stale_of_rating();--> statement-breakpoint
CREATE TRIGGER insight_stale_rating_delete AFTER DELETE ON recipient_feedback
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_stale_of_rating();--> statement-breakpoint
CREATE TRIGGER insight_stale_rating_update AFTER UPDATE ON recipient_feedback
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_stale_of_rating();--> statement-breakpoint
-- Emptied versions leave no summary behind; the ratings stay and are taken live until the next fold.
CREATE OR REPLACE FUNCTION insight_months_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM insight_months;
  DELETE FROM insight_month_medians;
  DELETE FROM insight_stale_months;
  DELETE FROM insight_rating_months;
  INSERT INTO insight_stale_months (month)
    SELECT DISTINCT insight_month(updated_at) FROM recipient_feedback;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Emptied ratings leave no rating summary behind.
CREATE FUNCTION insight_ratings_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM insight_rating_months;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER insight_ratings_truncate AFTER TRUNCATE ON recipient_feedback
  FOR EACH STATEMENT EXECUTE FUNCTION insight_ratings_clear();--> statement-breakpoint
-- Every month folded again, now with its medians and ratings.
DELETE FROM insight_stale_months;--> statement-breakpoint
SELECT insight_months_fold(array(SELECT DISTINCT insight_month(delivered_at) FROM insight_versions
  UNION SELECT DISTINCT insight_month(updated_at) FROM recipient_feedback));
