DROP INDEX "media_author_idx";--> statement-breakpoint
DROP INDEX "monthly_points_rank_idx";--> statement-breakpoint
DROP INDEX "posts_public_list_idx";--> statement-breakpoint
DROP INDEX "posts_author_idx";--> statement-breakpoint
DROP INDEX "posts_trending_idx";--> statement-breakpoint
DROP INDEX "terms_taxonomy_count_idx";--> statement-breakpoint
DROP INDEX "users_followers_idx";--> statement-breakpoint
CREATE INDEX "media_author_idx" ON "media" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "monthly_points_rank_idx" ON "monthly_points" USING btree ("month","points" DESC NULLS FIRST,"reached_at");--> statement-breakpoint
CREATE INDEX "posts_public_list_idx" ON "posts" USING btree ("type","status","listed","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","type","status","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_trending_idx" ON "posts" USING btree ("trending_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."status" = 'publish' AND "posts"."listed";--> statement-breakpoint
CREATE INDEX "terms_taxonomy_count_idx" ON "terms" USING btree ("taxonomy","count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_followers_idx" ON "users" USING btree ("follower_count" DESC NULLS FIRST,"id");