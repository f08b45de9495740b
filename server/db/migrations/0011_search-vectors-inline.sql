-- Issue 14: a search by date walks the newest posts and tests each one's search vectors until
-- ten match. The vectors (about 2 KB and 1 KB compressed) were kept out of line, in the TOAST
-- table: each test fetched them through its index, about 9 µs a post, and a word in one post
-- in twenty tested two hundred. Kept compressed in the row instead (MAIN: out of line only when
-- a row would not fit in a page), the same walk takes a third of the time; the table grows by
-- about half, the vectors' own size, and a post's list and page reads stay one page each.
-- (docs/decisions/011-speed-without-the-cache.md)
ALTER TABLE "posts" ALTER COLUMN "search_vector" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "roman_vector" SET STORAGE MAIN;
--> statement-breakpoint
-- Rows written before keep their vectors where they are until rewritten: an update computes
-- the vectors again and stores them in the row. No trigger acts on an unchanged title.
UPDATE "posts" SET "title" = "title";
