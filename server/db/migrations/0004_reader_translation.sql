ALTER TABLE "journal_entries" ADD COLUMN "translation" text DEFAULT 'kjv' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "translation" text DEFAULT 'kjv' NOT NULL;