-- The same body as 0031's, in PL/pgSQL: a multi-statement SQL function is planned again on every call, and the
-- trigger on each delivered version calls it (1.5 ms of every deliver call at 20k deliveries); PL/pgSQL keeps
-- its statements' plans for the connection (0.7 ms). Decision 0025, "Delivering a version in fewer round trips".
CREATE OR REPLACE FUNCTION insight_versions_write(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM insight_versions i USING delivery_versions v
    WHERE i.version_id = v.id AND v.id = ANY(ids) AND v.actual_delivery IS NULL;
  INSERT INTO insight_versions (version_id, delivery_id, version, client_id, delivered_at, committed_at,
    words, minutes, images, categories, first_download_at)
  SELECT v.id, v.delivery_id, v.version, d.client_id, v.actual_delivery, v.committed_delivery,
    CASE WHEN v.version = 1 THEN insight_units(d.summary_services, 'word') ELSE 0 END,
    CASE WHEN v.version = 1 THEN insight_units(d.summary_services, 'minute') ELSE 0 END,
    CASE WHEN v.version = 1 THEN insight_units(d.summary_services, 'image') ELSE 0 END,
    service_categories(d.summary_services), insight_first_download(v.delivery_id, v.version)
  FROM delivery_versions v JOIN deliveries d ON d.id = v.delivery_id
  WHERE v.id = ANY(ids) AND v.actual_delivery IS NOT NULL
  ON CONFLICT (version_id) DO UPDATE SET delivery_id = excluded.delivery_id, version = excluded.version,
    client_id = excluded.client_id, delivered_at = excluded.delivered_at, committed_at = excluded.committed_at,
    words = excluded.words, minutes = excluded.minutes, images = excluded.images,
    categories = excluded.categories, first_download_at = excluded.first_download_at;
END $$;
