-- Decision 160: a reflection on a day of several readings ('Genesis 1; Matthew 1; Ezra 1; Acts 1')
-- files under each book read. The app stores the canonical index of every book the reference names in
-- book_indexes (book_index stays the first one); journal_entry_books holds one row per entry and book,
-- kept by a trigger from any writer, and is what the notebook by book reads as an index range.
ALTER TABLE "journal_entries" ADD COLUMN "book_indexes" integer[];--> statement-breakpoint
CREATE TABLE "journal_entry_books" (
	"entry_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"book_index" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journal_entry_books_entry_id_book_index_pk" PRIMARY KEY("entry_id","book_index")
);
--> statement-breakpoint
ALTER TABLE "journal_entry_books" ADD CONSTRAINT "journal_entry_books_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entry_books_user_book_idx" ON "journal_entry_books" USING btree ("user_id","book_index","created_at" DESC NULLS LAST,"entry_id" DESC NULLS LAST);--> statement-breakpoint
-- The books an entry files under: none while its book is unknown (the parser has not read it yet),
-- else the stored list, or the one book of an entry written before this migration.
CREATE FUNCTION "journal_entry_book_list"(book_index integer, book_indexes integer[])
RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN book_index IS NULL THEN '{}'::integer[]
    ELSE coalesce(nullif(book_indexes, '{}'::integer[]), ARRAY[book_index]) END
$$;--> statement-breakpoint
INSERT INTO "journal_entry_books" ("entry_id", "user_id", "book_index", "created_at")
  SELECT "id", "user_id", "book_index", "created_at" FROM "journal_entries" WHERE "book_index" IS NOT NULL;--> statement-breakpoint
-- 0011's key trigger, now also clearing the list when a write changes the reference or the first book
-- without setting the list (so an outside writer never leaves books that no longer match).
CREATE OR REPLACE FUNCTION "journal_entries_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."created_at" IS DISTINCT FROM OLD."created_at"
     OR NEW."user_id" IS DISTINCT FROM OLD."user_id" OR NEW."created_day" IS NULL THEN
    NEW."created_day" := lamplight_local_date(NEW."created_at",
      (SELECT u."time_zone" FROM "users" u WHERE u."id" = NEW."user_id"));
  END IF;
  NEW."notebook_day" := coalesce(NEW."read_date", NEW."created_day");
  NEW."session_key" := lamplight_session_key(NEW."plan_id", NEW."day", NEW."reference", NEW."notebook_day");
  IF NEW."reference" IS NULL THEN
    NEW."book_index" := 999999;
    NEW."book_indexes" := NULL;
  ELSIF TG_OP = 'UPDATE' AND NEW."reference" IS DISTINCT FROM OLD."reference"
        AND NEW."book_index" IS NOT DISTINCT FROM OLD."book_index" THEN
    NEW."book_index" := NULL;
    NEW."book_indexes" := NULL;
  ELSIF TG_OP = 'UPDATE' AND NEW."book_index" IS DISTINCT FROM OLD."book_index"
        AND NEW."book_indexes" IS NOT DISTINCT FROM OLD."book_indexes" THEN
    NEW."book_indexes" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- After a row is written: its rows in journal_entry_books follow its books and time (a delete cascades).
CREATE FUNCTION "journal_entry_books_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (NEW."user_id", NEW."created_at", journal_entry_book_list(NEW."book_index", NEW."book_indexes"))
       IS NOT DISTINCT FROM
       (OLD."user_id", OLD."created_at", journal_entry_book_list(OLD."book_index", OLD."book_indexes")) THEN
      RETURN NULL;
    END IF;
    DELETE FROM "journal_entry_books" WHERE "entry_id" = OLD."id";
  END IF;
  INSERT INTO "journal_entry_books" ("entry_id", "user_id", "book_index", "created_at")
    SELECT DISTINCT NEW."id", NEW."user_id", b, NEW."created_at"
    FROM unnest(journal_entry_book_list(NEW."book_index", NEW."book_indexes")) AS b;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_entry_books_sync" AFTER INSERT OR UPDATE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "journal_entry_books_sync"();--> statement-breakpoint
-- 0011's group counters, with a book group per book of the entry; a book's newest entry is read from
-- journal_entry_books. (Row triggers run before statement triggers, so the books are in place.)
CREATE OR REPLACE FUNCTION "journal_groups_apply"(readers text[], kinds text[], group_keys text[], deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "journal_groups" AS g ("user_id", "kind", "key", "total", "newest_at", "newest_id")
    SELECT c."user_id", c."kind", c."key", c."delta", '-infinity', 0
    FROM (SELECT t."user_id", t."kind", t."key", sum(t."delta")::integer AS "delta"
          FROM unnest(readers, kinds, group_keys, deltas) AS t("user_id", "kind", "key", "delta")
          WHERE t."key" IS NOT NULL GROUP BY 1, 2, 3) c
    WHERE c."delta" > 0
  ON CONFLICT ("user_id", "kind", "key") DO UPDATE SET "total" = g."total" + excluded."total";
  UPDATE "journal_groups" g SET "total" = g."total" + c."delta"
    FROM (SELECT t."user_id", t."kind", t."key", sum(t."delta")::integer AS "delta"
          FROM unnest(readers, kinds, group_keys, deltas) AS t("user_id", "kind", "key", "delta")
          WHERE t."key" IS NOT NULL GROUP BY 1, 2, 3) c
    WHERE c."delta" < 0 AND g."user_id" = c."user_id" AND g."kind" = c."kind" AND g."key" = c."key";
  DELETE FROM "journal_groups" g
    USING (SELECT DISTINCT t."user_id", t."kind", t."key"
           FROM unnest(readers, kinds, group_keys) AS t("user_id", "kind", "key")) c
    WHERE g."user_id" = c."user_id" AND g."kind" = c."kind" AND g."key" = c."key" AND g."total" <= 0;
  UPDATE "journal_groups" g SET "newest_at" = n."created_at", "newest_id" = n."id"
    FROM (SELECT DISTINCT t."user_id", t."key" FROM unnest(readers, kinds, group_keys) AS t("user_id", "kind", "key")
          WHERE t."kind" = 'date' AND t."key" IS NOT NULL) c
    CROSS JOIN LATERAL (
      SELECT j."created_at", j."id" FROM "journal_entries" j
      WHERE j."user_id" = c."user_id" AND j."notebook_day" = c."key"::date
      ORDER BY j."notebook_day" DESC NULLS LAST, j."created_at" DESC NULLS LAST, j."id" DESC NULLS LAST LIMIT 1) n
    WHERE g."user_id" = c."user_id" AND g."kind" = 'date' AND g."key" = c."key";
  UPDATE "journal_groups" g SET "newest_at" = n."created_at", "newest_id" = n."id"
    FROM (SELECT DISTINCT t."user_id", t."key" FROM unnest(readers, kinds, group_keys) AS t("user_id", "kind", "key")
          WHERE t."kind" = 'session' AND t."key" IS NOT NULL) c
    CROSS JOIN LATERAL (
      SELECT j."created_at", j."id" FROM "journal_entries" j
      WHERE j."user_id" = c."user_id" AND j."session_key" = c."key"
      ORDER BY j."created_at" DESC NULLS LAST, j."id" DESC NULLS LAST LIMIT 1) n
    WHERE g."user_id" = c."user_id" AND g."kind" = 'session' AND g."key" = c."key";
  UPDATE "journal_groups" g SET "newest_at" = n."created_at", "newest_id" = n."entry_id"
    FROM (SELECT DISTINCT t."user_id", t."key" FROM unnest(readers, kinds, group_keys) AS t("user_id", "kind", "key")
          WHERE t."kind" = 'book' AND t."key" IS NOT NULL) c
    CROSS JOIN LATERAL (
      SELECT b."created_at", b."entry_id" FROM "journal_entry_books" b
      WHERE b."user_id" = c."user_id" AND b."book_index" = c."key"::integer
      ORDER BY b."created_at" DESC NULLS LAST, b."entry_id" DESC NULLS LAST LIMIT 1) n
    WHERE g."user_id" = c."user_id" AND g."kind" = 'book' AND g."key" = c."key";
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "journal_groups_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_groups_apply(array_agg(k."user_id"), array_agg(k."kind"), array_agg(k."key"), array_agg(1))
  FROM (
    SELECT n."user_id", 'date' AS "kind", to_char(n."notebook_day", 'YYYY-MM-DD') AS "key" FROM new_rows n
    UNION ALL SELECT n."user_id", 'session', n."session_key" FROM new_rows n
    UNION ALL SELECT n."user_id", 'book', b::text
      FROM new_rows n CROSS JOIN LATERAL unnest(journal_entry_book_list(n."book_index", n."book_indexes")) b) k;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "journal_groups_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_groups_apply(array_agg(k."user_id"), array_agg(k."kind"), array_agg(k."key"), array_agg(-1))
  FROM (
    SELECT o."user_id", 'date' AS "kind", to_char(o."notebook_day", 'YYYY-MM-DD') AS "key" FROM old_rows o
    UNION ALL SELECT o."user_id", 'session', o."session_key" FROM old_rows o
    UNION ALL SELECT o."user_id", 'book', b::text
      FROM old_rows o CROSS JOIN LATERAL unnest(journal_entry_book_list(o."book_index", o."book_indexes")) b) k;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "journal_groups_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_groups_apply(array_agg(k."user_id"), array_agg(k."kind"), array_agg(k."key"), array_agg(k."delta"))
  FROM (
    SELECT o."user_id", 'date' AS "kind", to_char(o."notebook_day", 'YYYY-MM-DD') AS "key", -1 AS "delta"
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."notebook_day") IS DISTINCT FROM (n."user_id", n."created_at", n."notebook_day")
    UNION ALL SELECT n."user_id", 'date', to_char(n."notebook_day", 'YYYY-MM-DD'), 1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."notebook_day") IS DISTINCT FROM (n."user_id", n."created_at", n."notebook_day")
    UNION ALL SELECT o."user_id", 'session', o."session_key", -1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."session_key") IS DISTINCT FROM (n."user_id", n."created_at", n."session_key")
    UNION ALL SELECT n."user_id", 'session', n."session_key", 1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."session_key") IS DISTINCT FROM (n."user_id", n."created_at", n."session_key")
    UNION ALL SELECT o."user_id", 'book', b::text, -1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      CROSS JOIN LATERAL unnest(journal_entry_book_list(o."book_index", o."book_indexes")) b
      WHERE (o."user_id", o."created_at", journal_entry_book_list(o."book_index", o."book_indexes"))
            IS DISTINCT FROM (n."user_id", n."created_at", journal_entry_book_list(n."book_index", n."book_indexes"))
    UNION ALL SELECT n."user_id", 'book', b::text, 1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      CROSS JOIN LATERAL unnest(journal_entry_book_list(n."book_index", n."book_indexes")) b
      WHERE (o."user_id", o."created_at", journal_entry_book_list(o."book_index", o."book_indexes"))
            IS DISTINCT FROM (n."user_id", n."created_at", journal_entry_book_list(n."book_index", n."book_indexes"))) k
  HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The notebook's cached first pages read this table: its changes drop them like the entries' do.
CREATE TRIGGER "journal_entry_books_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "journal_entry_books"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_data_changed"();--> statement-breakpoint
CREATE TRIGGER "journal_entry_books_truncated_notify" AFTER TRUNCATE ON "journal_entry_books"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
ANALYZE "journal_entry_books";
