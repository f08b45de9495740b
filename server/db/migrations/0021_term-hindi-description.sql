-- A topic's or place's description in Hindi, for Hindi pages (decisions 010): the topic pages
-- showed the English description under the Hindi name. Empty means "use the English one", as
-- for `name_hi`.
ALTER TABLE "terms" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;
