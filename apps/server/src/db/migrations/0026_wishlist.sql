-- The wishlist (issue 30): books a reader wants, each with an optional price in whole minor units of
-- an ISO 4217 currency (both or neither), and one read-only share link per reader, kept as the
-- SHA-256 of its token. A book bought from the wishlist keeps what was paid and when.
CREATE TABLE IF NOT EXISTS "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"isbn" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"price_minor" integer,
	"currency" char(3),
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wishlist_items_title_length" CHECK (char_length("wishlist_items"."title") between 1 and 300),
	CONSTRAINT "wishlist_items_note_length" CHECK (char_length("wishlist_items"."note") <= 1000),
	CONSTRAINT "wishlist_items_isbn_shape" CHECK ("wishlist_items"."isbn" = '' or "wishlist_items"."isbn" ~ '^97[89][0-9]{10}$'),
	CONSTRAINT "wishlist_items_price_range" CHECK ("wishlist_items"."price_minor" is null or "wishlist_items"."price_minor" >= 0),
	CONSTRAINT "wishlist_items_price_currency" CHECK (("wishlist_items"."price_minor" is null) = ("wishlist_items"."currency" is null)),
	CONSTRAINT "wishlist_items_currency_shape" CHECK ("wishlist_items"."currency" is null or "wishlist_items"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "wishlist_items_user_isbn_idx" ON "wishlist_items" USING btree ("user_id","isbn") WHERE "wishlist_items"."isbn" <> '';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "wishlist_shares" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"show_prices" boolean DEFAULT false NOT NULL,
	"show_notes" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "wishlist_shares_token_hash_idx" ON "wishlist_shares" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "purchase_price_minor" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "purchase_currency" char(3);--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "purchased_on" date;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_purchase_price_range" CHECK ("books"."purchase_price_minor" is null or "books"."purchase_price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_purchase_price_currency" CHECK (("books"."purchase_price_minor" is null) = ("books"."purchase_currency" is null));
