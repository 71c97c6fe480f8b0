-- Personal access tokens for the open API (issue 31, decision 0028): only the SHA-256 of each token
-- is kept, with its first 12 characters for the list; revoked tokens keep their row (revoked_at).
CREATE TABLE IF NOT EXISTS "personal_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "personal_access_tokens_name_length" CHECK (char_length("personal_access_tokens"."name") between 1 and 60),
	CONSTRAINT "personal_access_tokens_scopes_known" CHECK (cardinality("personal_access_tokens"."scopes") > 0 and "personal_access_tokens"."scopes" <@ array['library:read','library:write','loans:read','loans:write','stats:read']::text[])
);
--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "personal_access_tokens_token_hash_idx" ON "personal_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "personal_access_tokens_user_idx" ON "personal_access_tokens" USING btree ("user_id","created_at");
