ALTER TABLE "details" ADD COLUMN "number_place" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "number_place" text;