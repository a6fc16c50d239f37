-- One password identity per address (decision 155). Simultaneous sign-ups could leave two or more for one
-- address; all but one go first. Kept: the one linked to an account, then the oldest. The others were never
-- the address's way in (sign-in and resets find one identity per address), so their sessions, links and
-- hashes go with them (their rows cascade); an account linked only to a removed one keeps its data and
-- gets a password again through "Forgot password?" on its address.
DELETE FROM "identities" AS d
USING (
  SELECT "id", row_number() OVER (
    PARTITION BY lower("email")
    ORDER BY ("user_id" IS NULL), "created_at", "id"
  ) AS "rank"
  FROM "identities"
  WHERE "provider" = 'password'
) AS ranked
WHERE d."id" = ranked."id" AND ranked."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "identities_password_email_idx" ON "identities" USING btree (lower("email")) WHERE "identities"."provider" = 'password';
