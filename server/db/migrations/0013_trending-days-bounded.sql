-- Issue 14: the day counters of migration 0012 kept only for days a trending total reads. A
-- total sums the days after the window's first day (30 days back), but a counter was kept for
-- every day any engaged post was dated, and PostgreSQL read them all to find the thirty: 601
-- rows at 1,070 posts (0.24 ms of a home page), 1,460 a year at 100,000, and a year's more
-- every year. A write for a day more than 31 days back (a like on an old post) now moves no
-- counter, and the pruning job deletes the counters of such days (server/domain/prune.ts):
-- a day that old is at least a day before any window's first day, now or later.
-- (docs/decisions/011-speed-without-the-cache.md)
CREATE OR REPLACE FUNCTION post_engagement_day_add(kind text, at timestamptz, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF (at AT TIME ZONE 'UTC')::date < ((now() - interval '31 days') AT TIME ZONE 'UTC')::date THEN
    RETURN;
  END IF;
  INSERT INTO post_engagement_days AS d (type, day, n) VALUES (kind, (at AT TIME ZONE 'UTC')::date, delta)
    ON CONFLICT (type, day) DO UPDATE SET n = d.n + EXCLUDED.n;
END $$;
--> statement-breakpoint
DELETE FROM "post_engagement_days" WHERE day < ((now() - interval '31 days') AT TIME ZONE 'UTC')::date;
