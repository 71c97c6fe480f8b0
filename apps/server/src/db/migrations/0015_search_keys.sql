-- The library search compares stored lowercase keys with LIKE instead of lowering every candidate
-- row with ILIKE on every search; the trigram indexes move to the keys. Decision 0020.
DROP INDEX "books_title_trgm_idx";--> statement-breakpoint
DROP INDEX "books_author_trgm_idx";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_key" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "author_key" text GENERATED ALWAYS AS (lower(author)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "books_title_key_trgm_idx" ON "books" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_author_key_trgm_idx" ON "books" USING gin ("author_key" gin_trgm_ops);
