-- Trending authors without summing the week on every read (issue 14; decisions 011, *Trending
-- authors*). Decisions §5 orders them by points earned in the last 7 days, then followers, and
-- decisions 007 recommends only accounts with an item a reader can open. Both were found per
-- read: at 100,000 posts, 52,300 ledger rows summed and 5,344 EXISTS probes into posts, about
-- 65 ms a call. Now each is a number on the user's row, kept with the writes that move it, and
-- the list is the first rows of one partial index.
ALTER TABLE "users" ADD COLUMN "week_points" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- published, listed, not hidden by reports, not a page: what a reader can open from a list
ALTER TABLE "users" ADD COLUMN "open_items" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "users" u SET "open_items" = c.n
  FROM (SELECT author_id, count(*)::int AS n FROM posts
         WHERE status = 'publish' AND listed AND NOT hidden AND type <> 'page' GROUP BY author_id) c
 WHERE c.author_id = u.id;
--> statement-breakpoint
UPDATE "users" u SET "week_points" = r.points
  FROM (SELECT user_id, sum(points)::int AS points FROM points_ledger
         WHERE created_at > now() - interval '7 days' GROUP BY user_id) r
 WHERE r.user_id = u.id;
--> statement-breakpoint
CREATE INDEX "users_trending_idx" ON "users" USING btree ("week_points" DESC, "follower_count" DESC, "id")
  WHERE "open_items" > 0;
--> statement-breakpoint
-- How many users are recommended (open_items above 0): the X-WP-Total of trending authors
-- without counting them (a count of the index took 1.4 ms of a 1.5 ms list at 5,343 authors).
CREATE TABLE "user_list_counts" (
	"list" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "user_list_counts" ("list", "n")
  SELECT 'recommended', count(*)::int FROM "users" WHERE "open_items" > 0;
--> statement-breakpoint
CREATE FUNCTION user_list_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_list_counts AS c (list, n)
    VALUES ('recommended', CASE WHEN TG_OP = 'UPDATE' AND NEW.open_items > 0 THEN 1 ELSE -1 END)
    ON CONFLICT (list) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_list_counts_update" AFTER UPDATE OF open_items ON "users" FOR EACH ROW
  WHEN ((OLD.open_items > 0) IS DISTINCT FROM (NEW.open_items > 0))
  EXECUTE FUNCTION user_list_counts_trigger();
--> statement-breakpoint
-- a user deleted by hand: their posts go after their row, so only this sees them leave
CREATE TRIGGER "user_list_counts_delete" AFTER DELETE ON "users" FOR EACH ROW
  WHEN (OLD.open_items > 0)
  EXECUTE FUNCTION user_list_counts_trigger();
--> statement-breakpoint
CREATE FUNCTION users_open_items_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'publish' AND OLD.listed AND NOT OLD.hidden
     AND OLD.type <> 'page' THEN
    UPDATE users SET open_items = open_items - 1 WHERE id = OLD.author_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'publish' AND NEW.listed AND NOT NEW.hidden
     AND NEW.type <> 'page' THEN
    UPDATE users SET open_items = open_items + 1 WHERE id = NEW.author_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_open_items_insert_delete" AFTER INSERT OR DELETE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION users_open_items_trigger();
--> statement-breakpoint
CREATE TRIGGER "users_open_items_update" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.listed IS DISTINCT FROM NEW.listed
        OR OLD.hidden IS DISTINCT FROM NEW.hidden OR OLD.type IS DISTINCT FROM NEW.type
        OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION users_open_items_trigger();
--> statement-breakpoint
-- Points count into the week as they are awarded, once per statement (a seed's bulk insert
-- moves each user once). Rows leave the week by `refresh_week_points()`, run every minute.
CREATE FUNCTION points_ledger_week_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET week_points = u.week_points + a.points
    FROM (SELECT user_id, sum(points)::int AS points FROM added
           WHERE created_at > now() - interval '7 days' GROUP BY user_id) a
   WHERE u.id = a.user_id AND a.points <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "points_ledger_week" AFTER INSERT ON "points_ledger"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_week_trigger();
--> statement-breakpoint
-- The week recounted from the ledger, writing only the users whose number is off: points
-- older than 7 days leave, and anything the trigger could not see (a ledger row deleted by
-- hand) is mended. The mend is added, not set: the drift is the recount less the number as the
-- same snapshot saw it (an award moves both in one transaction, so a snapshot sees both or
-- neither), and adding it keeps an award that commits meanwhile; no award waits for it. Two
-- recounts at once would each add the same drift, so one waits for the other (the lock's key
-- is this function's own), and then counts from a snapshot taken after the first committed.
-- Returns the users changed.
CREATE FUNCTION refresh_week_points() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  PERFORM pg_advisory_xact_lock(730215);
  WITH recent AS (
    SELECT user_id, sum(points)::int AS points FROM points_ledger
     WHERE created_at > now() - interval '7 days' GROUP BY user_id
  ), drift AS (
    SELECT u.id, coalesce(r.points, 0) - u.week_points AS points
      FROM users u LEFT JOIN recent r ON r.user_id = u.id
     WHERE u.week_points <> coalesce(r.points, 0)
  )
  UPDATE users SET week_points = users.week_points + drift.points FROM drift WHERE users.id = drift.id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;
