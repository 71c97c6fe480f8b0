-- The owner's calendar feed (issue 29): one secret feed per user, kept as the SHA-256 of its token.
-- Loans count how often their due date moved and when it last did, for the feed's SEQUENCE and
-- LAST-MODIFIED (a calendar app updates an event only when SEQUENCE grows).
CREATE TABLE IF NOT EXISTS "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "due_date_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "due_date_changed_at" timestamp with time zone;
