-- Extensions the schema relies on: trigram indexes for library search, case-insensitive text for emails.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
