-- Issue 14: a list's topics and places read from the post's own rows. A plain list (no
-- `_embed`) shows each post's terms as "id taxonomy slug"; joining post_terms to terms for
-- every post of a page cost PostgreSQL about 7 µs a post (a hash of the terms built per post),
-- a fifth of the posts list's statement. Each post_terms row now carries its term's
-- reference, kept by triggers, so the page reads it from the rows it already finds.
-- (docs/decisions/011-speed-without-the-cache.md, *A term's reference on its rows*)
ALTER TABLE "post_terms" ADD COLUMN "ref" text;
--> statement-breakpoint
UPDATE "post_terms" x SET ref = t.id || ' ' || t.taxonomy || ' ' || t.slug FROM "terms" t WHERE t.id = x.term_id;
--> statement-breakpoint
-- A new row takes its post's values (migration 0010) and its term's reference, whoever writes
-- it (the API, the seeds, a test's SQL).
CREATE OR REPLACE FUNCTION post_terms_copy_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.type, p.date, p.status = 'publish' AND p.listed INTO NEW.type, NEW.date, NEW.public
    FROM posts p WHERE p.id = NEW.post_id;
  NEW.public := coalesce(NEW.public, false);
  SELECT t.id || ' ' || t.taxonomy || ' ' || t.slug INTO NEW.ref FROM terms t WHERE t.id = NEW.term_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "post_terms_copy_post" ON "post_terms";
--> statement-breakpoint
CREATE TRIGGER "post_terms_copy_post" BEFORE INSERT OR UPDATE OF post_id, term_id ON "post_terms"
  FOR EACH ROW EXECUTE FUNCTION post_terms_copy_post();
--> statement-breakpoint
-- A term whose slug (or kind) changes changes its rows.
CREATE FUNCTION terms_refs_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_terms SET ref = NEW.id || ' ' || NEW.taxonomy || ' ' || NEW.slug WHERE term_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "terms_refs_follow" AFTER UPDATE OF slug, taxonomy ON "terms" FOR EACH ROW
  WHEN (OLD.slug IS DISTINCT FROM NEW.slug OR OLD.taxonomy IS DISTINCT FROM NEW.taxonomy)
  EXECUTE FUNCTION terms_refs_follow();
