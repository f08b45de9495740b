-- An award moved its member's row twice in one transaction: awardPoints added to
-- `total_points` with an UPDATE of its own, and this statement trigger (migration 0018) added
-- to `week_points` after the ledger's INSERT. The trigger now moves both, so an award writes
-- the member's row once (one row version, one statement fewer) and anything that writes the
-- ledger keeps the lifetime total with it. The seeds set both numbers from the ledger after
-- their bulk inserts, as before. (docs/decisions/011-speed-without-the-cache.md)
CREATE OR REPLACE FUNCTION points_ledger_week_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET total_points = u.total_points + a.points, week_points = u.week_points + a.week
    FROM (SELECT user_id, sum(points)::int AS points,
                 coalesce(sum(points) FILTER (WHERE created_at > now() - interval '7 days'), 0)::int AS week
            FROM added GROUP BY user_id) a
   WHERE u.id = a.user_id AND (a.points <> 0 OR a.week <> 0);
  RETURN NULL;
END $$;
