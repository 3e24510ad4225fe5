-- English names of makers, part types, subtypes and stamps (ADR 082): optional, shown on English pages.
ALTER TABLE "detail_subtypes" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "detail_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "stamps" ADD COLUMN "name_en" text;