-- Issue 14: a search by date walks the newest posts and tests each one's search vectors until
-- ten match. The vectors (about 2 KB and 1 KB compressed) were kept out of line, in the TOAST
-- table: each test fetched them through its index, about 9 µs a post, and a word in one post
-- in twenty tested two hundred. Every column of a post now stays in its row, compressed when
-- the row is long (MAIN: out of line only when a row would not fit in a page), and the walk
-- takes a third of the time. The text columns go with the vectors: a row that holds its
-- vectors is long, and PostgreSQL would move every other text longer than a pointer (a
-- title, an excerpt, a slug) out of line instead, which a list then fetches one by one. A text
-- column added to posts later should be MAIN too. (docs/decisions/011-speed-without-the-cache.md)
ALTER TABLE "posts"
  ALTER COLUMN "search_vector" SET STORAGE MAIN,
  ALTER COLUMN "roman_vector" SET STORAGE MAIN,
  ALTER COLUMN "type" SET STORAGE MAIN,
  ALTER COLUMN "status" SET STORAGE MAIN,
  ALTER COLUMN "slug" SET STORAGE MAIN,
  ALTER COLUMN "title" SET STORAGE MAIN,
  ALTER COLUMN "content" SET STORAGE MAIN,
  ALTER COLUMN "excerpt" SET STORAGE MAIN,
  ALTER COLUMN "lang" SET STORAGE MAIN,
  ALTER COLUMN "video_url" SET STORAGE MAIN,
  ALTER COLUMN "draft_key" SET STORAGE MAIN,
  ALTER COLUMN "review_note" SET STORAGE MAIN;
--> statement-breakpoint
-- Rows written before keep their values where they are until rewritten: an update computes
-- the vectors again and stores the row anew. No trigger acts on an unchanged title.
UPDATE "posts" SET "title" = "title";
