CREATE TABLE "slug_history" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE INDEX "slug_history_target_idx" ON "slug_history" USING btree ("kind","target_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_set" boolean DEFAULT false NOT NULL;
