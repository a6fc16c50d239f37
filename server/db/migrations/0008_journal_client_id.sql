ALTER TABLE "journal_entries" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_user_client_idx" ON "journal_entries" USING btree ("user_id","client_id");