-- Borrowers in the loop (issue 29). A borrower's links (their page, their own calendar feed) are
-- kept as the SHA-256 of their token, one row per link issued (every mail carries a fresh page
-- link); revoking sets revoked_at on all of a pair's rows. Borrowers' requests (more time, "I gave
-- it back") belong to lending, with each owner's lending settings and the loan's receipt stamp.
CREATE TABLE IF NOT EXISTS "borrower_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"borrower_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "borrower_links_purpose_check" CHECK ("purpose" in ('page', 'feed'))
);
--> statement-breakpoint
ALTER TABLE "borrower_links" ADD CONSTRAINT "borrower_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_links" ADD CONSTRAINT "borrower_links_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "borrower_links_token_hash_idx" ON "borrower_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "borrower_links_pair_idx" ON "borrower_links" USING btree ("user_id","borrower_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "loan_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "loan_requests_kind_check" CHECK ("kind" in ('extension', 'return')),
	CONSTRAINT "loan_requests_status_check" CHECK ("status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "loan_requests_one_pending_idx" ON "loan_requests" USING btree ("loan_id","kind") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loan_requests_user_status_idx" ON "loan_requests" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loan_requests_loan_idx" ON "loan_requests" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lending_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"borrower_actions" boolean DEFAULT true NOT NULL,
	"max_extensions" integer DEFAULT 2 NOT NULL,
	"max_extension_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lending_settings" ADD CONSTRAINT "lending_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "received_at" timestamp with time zone;
