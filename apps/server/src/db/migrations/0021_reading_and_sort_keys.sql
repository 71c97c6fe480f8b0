-- Reading status apart from availability (issue 27): 'Reading' and 'Completed' were availability
-- values; they become reading_status 'reading' and 'read' on an Available book. Plus what an import
-- brings (pages, publisher, year) and the library's sort keys (decision 0024).
ALTER TABLE "books" ADD COLUMN "reading_status" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "started_on" date;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "finished_on" date;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "read_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "pages" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "publisher" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "published_year" smallint;--> statement-breakpoint
UPDATE "books" SET "reading_status" = 'reading', "status" = 'Available' WHERE "status" = 'Reading';--> statement-breakpoint
UPDATE "books" SET "reading_status" = 'read', "read_count" = 1, "status" = 'Available' WHERE "status" = 'Completed';--> statement-breakpoint
ALTER TABLE "books" DROP CONSTRAINT "books_status_valid";--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_status_valid" CHECK ("books"."status" in ('Available', 'Loaned', 'Reserved', 'Lost'));--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_reading_status_valid" CHECK ("books"."reading_status" is null or "books"."reading_status" in ('want-to-read', 'reading', 'read'));--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_read_count_range" CHECK ("books"."read_count" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_pages_range" CHECK ("books"."pages" is null or "books"."pages" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_published_year_range" CHECK ("books"."published_year" is null or "books"."published_year" between -3000 and 3000);--> statement-breakpoint
-- A title as it sorts: lowercase, without a leading article of a language we offer (en, de, es,
-- fr), unless the article is all there is.
CREATE FUNCTION "shelf_title_sort"(title text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
  SELECT coalesce(
    nullif(
      regexp_replace(
        lower(btrim(title)),
        '^(?:(?:the|an|a|der|die|das|ein|eine|el|la|los|las|un|una|unos|unas|le|les|une|des)\s+|l[''’]\s*)',
        ''
      ),
      ''
    ),
    lower(btrim(title))
  )
$$;--> statement-breakpoint
-- An author as they sort: by surname. 'Surname, Given' stays as it is; 'Given Surname' becomes
-- 'surname given', the surname keeping a particle before it (van, von, de, da, di, du, le, la,
-- del, della, der, den, ten, ter), a suffix (Jr., Sr., II, III, IV) staying behind. Of several
-- authors ('A B, C D') the first decides. One word stays as it is.
CREATE FUNCTION "shelf_author_sort"(author text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
DECLARE
  name text := lower(btrim(regexp_replace(author, '\s+', ' ', 'g')));
  parts text[];
  words text[];
  n int;
  surname_from int;
  suffix text := '';
BEGIN
  IF name = '' THEN RETURN name; END IF;
  parts := regexp_split_to_array(name, '\s*[,;&]\s*');
  -- 'Surname, Given' (one comma, one word or a particle and a word before it): already in order.
  IF array_length(parts, 1) = 2 AND parts[2] !~ '^(jr\.?|sr\.?|ii|iii|iv)$'
     AND (position(' ' in parts[1]) = 0 OR parts[1] ~ '^(van|von|de|da|di|du|le|la|del|della|der|den|ten|ter|dos|das) [^ ]+$') THEN
    RETURN parts[1] || ' ' || parts[2];
  END IF;
  words := regexp_split_to_array(parts[1], ' ');
  n := array_length(words, 1);
  IF n > 1 AND words[n] ~ '^(jr\.?|sr\.?|ii|iii|iv)$' THEN
    suffix := ' ' || words[n];
    n := n - 1;
  END IF;
  IF n < 2 THEN RETURN name; END IF;
  surname_from := n;
  WHILE surname_from > 2 AND words[surname_from - 1] ~ '^(van|von|de|da|di|du|le|la|del|della|der|den|ten|ter|dos|das)$' LOOP
    surname_from := surname_from - 1;
  END LOOP;
  RETURN array_to_string(words[surname_from:n], ' ') || ' ' || array_to_string(words[1:surname_from - 1], ' ') || suffix;
END
$$;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_sort" text GENERATED ALWAYS AS (shelf_title_sort(title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "author_sort" text GENERATED ALWAYS AS (shelf_author_sort(author)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "books_user_title_sort_key_idx" ON "books" USING btree ("user_id","title_sort","id");--> statement-breakpoint
CREATE INDEX "books_user_author_sort_key_idx" ON "books" USING btree ("user_id","author_sort","id");
