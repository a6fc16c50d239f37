CREATE TABLE "admin_user_grants" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" text DEFAULT 'cli' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"identity_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD COLUMN "absolute_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "identity_sessions" SET "absolute_expires_at" = LEAST("expires_at", "created_at" + interval '30 days');--> statement-breakpoint
ALTER TABLE "identity_sessions" ALTER COLUMN "absolute_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "absolute_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "absolute_expires_at" = LEAST("expires_at", "created_at" + interval '30 days');--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "absolute_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- A reader's email counts as verified only when a linked identity with that address says so.
UPDATE "users" u SET "email_verified_at" = now() WHERE EXISTS (
  SELECT 1 FROM "identities" i
  WHERE i."user_id" = u."id" AND i."email_verified" AND lower(i."email") = lower(u."email"));--> statement-breakpoint
ALTER TABLE "admin_user_grants" ADD CONSTRAINT "admin_user_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_identity_idx" ON "email_verifications" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "email_verifications_expires_idx" ON "email_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_sessions_expires_idx" ON "identity_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_resets_expires_idx" ON "password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
-- Old email-keyed CLI grants move to the user id, but only for a user whose email is verified: a grant to an
-- address that a stranger registered must not follow the string. The rest are left for an explicit re-grant.
INSERT INTO "admin_user_grants" ("user_id", "granted_at", "granted_by")
SELECT u."id", g."granted_at", 'migrated'
FROM "admin_grants" g JOIN "users" u ON lower(u."email") = lower(g."email")
WHERE u."email_verified_at" IS NOT NULL
ON CONFLICT DO NOTHING;