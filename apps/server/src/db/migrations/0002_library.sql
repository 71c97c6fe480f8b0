CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"isbn" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_rating_range" CHECK ("books"."rating" between 0 and 5),
	CONSTRAINT "books_status_valid" CHECK ("books"."status" in ('Available', 'Loaned', 'Reserved', 'Lost', 'Reading', 'Completed'))
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_user_created_idx" ON "books" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "books_user_category_idx" ON "books" USING btree ("user_id","category");--> statement-breakpoint
CREATE INDEX "books_user_author_idx" ON "books" USING btree ("user_id","author");--> statement-breakpoint
CREATE INDEX "books_user_isbn_idx" ON "books" USING btree ("user_id","isbn");--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_author_trgm_idx" ON "books" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_isbn_trgm_idx" ON "books" USING gin ("isbn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_tags_idx" ON "books" USING gin ("tags");