ALTER TABLE "imports" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "decision" jsonb;