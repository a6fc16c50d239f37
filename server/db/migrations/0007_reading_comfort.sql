ALTER TABLE "users" ADD COLUMN "text_size" text DEFAULT 'm' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "line_spacing" text DEFAULT 'normal' NOT NULL;