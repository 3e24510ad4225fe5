ALTER TABLE "photos" ADD COLUMN "derivation" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "placeholder" text;--> statement-breakpoint
CREATE INDEX "photos_derivation_pending_idx" ON "photos" USING btree ("id") WHERE derivation = 'PENDING';