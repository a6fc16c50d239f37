-- Decision 173: each reader's entry count and character total, kept by statement triggers on
-- journal_entries, so the storage cap (decision 099) reads one row instead of summing every entry.
CREATE TABLE "journal_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"entries" integer NOT NULL,
	"characters" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_totals" ADD CONSTRAINT "journal_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "journal_totals" ("user_id", "entries", "characters")
  SELECT "user_id", count(*)::integer, coalesce(sum(char_length("content")), 0)
  FROM "journal_entries" GROUP BY "user_id";--> statement-breakpoint
-- New entries add to their reader's row (a first entry makes it).
CREATE FUNCTION "journal_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "journal_totals" AS t ("user_id", "entries", "characters")
    SELECT n."user_id", count(*)::integer, coalesce(sum(char_length(n."content")), 0)
    FROM new_rows n GROUP BY n."user_id"
  ON CONFLICT ("user_id") DO UPDATE
    SET "entries" = t."entries" + excluded."entries", "characters" = t."characters" + excluded."characters";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deleted entries subtract; a row is never made here (the reader may be being deleted, and their row with them).
CREATE FUNCTION "journal_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "journal_totals" t
    SET "entries" = t."entries" - d."entries", "characters" = t."characters" - d."characters"
    FROM (SELECT o."user_id", count(*)::integer AS "entries", coalesce(sum(char_length(o."content")), 0) AS "characters"
          FROM old_rows o GROUP BY o."user_id") d
    WHERE t."user_id" = d."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- An edit counts only when its text or its reader changed: most statements (the book index the parser
-- fills in, a title) leave every total as it was.
CREATE FUNCTION "journal_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "journal_totals" AS t ("user_id", "entries", "characters")
    SELECT c."user_id", sum(c."entries")::integer, sum(c."characters")
    FROM (
      SELECT n."user_id", 1 AS "entries", char_length(n."content")::bigint AS "characters"
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."user_id", o."content") IS DISTINCT FROM (n."user_id", n."content")
      UNION ALL
      SELECT o."user_id", -1, -char_length(o."content")::bigint
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."user_id", o."content") IS DISTINCT FROM (n."user_id", n."content")
    ) c
    GROUP BY c."user_id"
    HAVING sum(c."entries") <> 0 OR sum(c."characters") <> 0
  ON CONFLICT ("user_id") DO UPDATE
    SET "entries" = t."entries" + excluded."entries", "characters" = t."characters" + excluded."characters";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_totals_inserted" AFTER INSERT ON "journal_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "journal_totals_inserted"();--> statement-breakpoint
CREATE TRIGGER "journal_totals_deleted" AFTER DELETE ON "journal_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "journal_totals_deleted"();--> statement-breakpoint
CREATE TRIGGER "journal_totals_updated" AFTER UPDATE ON "journal_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "journal_totals_updated"();
