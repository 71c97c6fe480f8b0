CREATE INDEX "books_user_title_sort_idx" ON "books" USING btree ("user_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "books_user_author_sort_idx" ON "books" USING btree ("user_id",lower("author"),"id");--> statement-breakpoint
CREATE INDEX "books_user_rating_sort_idx" ON "books" USING btree ("user_id","rating","id");--> statement-breakpoint
CREATE INDEX "books_user_status_sort_idx" ON "books" USING btree ("user_id","status","id");