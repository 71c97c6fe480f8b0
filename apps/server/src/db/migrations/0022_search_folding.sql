-- Search ignores accents as well as case (issue 27): 'garcia' finds 'Gabriel García Márquez' and
-- 'muller' finds 'Müller', in every language we offer. The stored search keys become shelf_fold() of
-- title and author: lower() and then each accented Latin letter as its base letter (both cases are
-- listed, so a database whose ctype lowers only ASCII folds them too). The term is folded the same way
-- in the query. The keys keep their names and the covering index of 0019 its shape; it is rebuilt
-- because dropping the columns drops it.
CREATE FUNCTION "shelf_fold"(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
  SELECT translate(lower(value), 'áàâäãåāăąÁÀÂÄÃÅĀĂĄçćĉċčÇĆĈĊČďđĎĐéèêëēĕėęěÉÈÊËĒĔĖĘĚĝğġģĜĞĠĢĥħĤĦíìîïĩīĭįıÍÌÎÏĨĪĬĮİĵĴķĶĺļľŀłĹĻĽĿŁñńņňÑŃŅŇóòôöõøōŏőÓÒÔÖÕØŌŎŐŕŗřŔŖŘśŝşšșŚŜŞŠȘţťŧțŢŤŦȚúùûüũūŭůűųÚÙÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶźżžŹŻŽ', 'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz')
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "books_user_created_cover_idx";--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "title_key";--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "author_key";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_key" text GENERATED ALWAYS AS (shelf_fold(title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "author_key" text GENERATED ALWAYS AS (shelf_fold(author)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_user_created_cover_idx" ON "books" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("title_key","author_key","isbn","category","author","tags");
