ALTER TABLE "users" ADD COLUMN "study_notes_only" boolean DEFAULT false NOT NULL;
