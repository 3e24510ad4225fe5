ALTER TABLE "photo_regions" ADD COLUMN "crop_state" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_regions" ADD COLUMN "crop_name" text;--> statement-breakpoint
CREATE INDEX "photo_regions_crop_pending_idx" ON "photo_regions" USING btree ("id") WHERE crop_state = 'PENDING';--> statement-breakpoint
ALTER TABLE "photo_regions" ADD CONSTRAINT "photo_regions_crop_name_unique" UNIQUE("crop_name");--> statement-breakpoint
ALTER TABLE "photo_regions" ADD CONSTRAINT "photo_regions_crop_state_check" CHECK ("photo_regions"."crop_state" in ('PENDING', 'READY', 'FAILED'));