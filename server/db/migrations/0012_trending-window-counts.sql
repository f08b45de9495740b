-- Issue 14: the total of a trending list (the engaged posts of the last 30 days) without
-- counting them. At 100,000 posts the window held 8,100 rows, and counting them on the index
-- cost PostgreSQL 1.7 to 2.2 ms a read, the home page's largest growth with the data. The
-- window slides with the clock, so one counter cannot follow it; a counter per kind and UTC
-- day can: a total is the days after the window's first day, summed, and the rows of that
-- first day still inside the window, counted (at most a day's rows). Kept by triggers on
-- post_engagement, in the writer's transaction like the other counters.
-- (docs/decisions/011-speed-without-the-cache.md)
CREATE TABLE "post_engagement_days" (
	"type" text NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_engagement_days_pk" PRIMARY KEY("type","day")
);
--> statement-breakpoint
CREATE FUNCTION post_engagement_day_add(kind text, at timestamptz, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_engagement_days AS d (type, day, n) VALUES (kind, (at AT TIME ZONE 'UTC')::date, delta)
    ON CONFLICT (type, day) DO UPDATE SET n = d.n + EXCLUDED.n;
END $$;
--> statement-breakpoint
-- A row that changes day or kind leaves one counter and joins another: the two are written
-- in key order, so two writers moving posts in opposite directions never wait on each other
-- in a circle.
CREATE FUNCTION post_engagement_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM post_engagement_day_add(NEW.type, NEW.date, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM post_engagement_day_add(OLD.type, OLD.date, -1);
  ELSIF (OLD.type, (OLD.date AT TIME ZONE 'UTC')::date) < (NEW.type, (NEW.date AT TIME ZONE 'UTC')::date) THEN
    PERFORM post_engagement_day_add(OLD.type, OLD.date, -1);
    PERFORM post_engagement_day_add(NEW.type, NEW.date, 1);
  ELSIF (OLD.type, (OLD.date AT TIME ZONE 'UTC')::date) > (NEW.type, (NEW.date AT TIME ZONE 'UTC')::date) THEN
    PERFORM post_engagement_day_add(NEW.type, NEW.date, 1);
    PERFORM post_engagement_day_add(OLD.type, OLD.date, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_engagement_days_insert_delete" AFTER INSERT OR DELETE ON "post_engagement"
  FOR EACH ROW EXECUTE FUNCTION post_engagement_days_trigger();
--> statement-breakpoint
-- a view or a like changes only the engagement: no counter moves
CREATE TRIGGER "post_engagement_days_update" AFTER UPDATE ON "post_engagement" FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.date IS DISTINCT FROM NEW.date)
  EXECUTE FUNCTION post_engagement_days_trigger();
--> statement-breakpoint
INSERT INTO "post_engagement_days" (type, day, n)
  SELECT type, (date AT TIME ZONE 'UTC')::date, count(*)::int FROM post_engagement GROUP BY 1, 2;
