-- Concurrent saves of one reader's entries that fall in the same groups (a date, a session, several books since
-- 0016) could lock the groups' rows in different orders and deadlock. The groups are now written in one order.
CREATE OR REPLACE FUNCTION "journal_groups_apply"(readers text[], kinds text[], group_keys text[], deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "journal_groups" AS g ("user_id", "kind", "key", "total", "newest_at", "newest_id")
    SELECT c."user_id", c."kind", c."key", c."delta", '-infinity', 0
    FROM (SELECT t."user_id", t."kind", t."key", sum(t."delta")::integer AS "delta"
          FROM unnest(readers, kinds, group_keys, deltas) AS t("user_id", "kind", "key", "delta")
          WHERE t."key" IS NOT NULL GROUP BY 1, 2, 3) c
    WHERE c."delta" > 0
    -- One order for every transaction: two saves that touch the same groups lock them in the same order.
    ORDER BY 1, 2, 3
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
END $$;
