-- Perceptual hashes of photos and the near-duplicate pairs they make (ADR 080). Photos stored
-- before are hashed by the derivation worker at the next start (phash null until then).
CREATE TABLE "similar_photos" (
	"photo_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"distance" smallint NOT NULL,
	CONSTRAINT "similar_photos_photo_id_other_id_pk" PRIMARY KEY("photo_id","other_id")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "colour_a" real;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "colour_b" real;--> statement-breakpoint
ALTER TABLE "similar_photos" ADD CONSTRAINT "similar_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_photos" ADD CONSTRAINT "similar_photos_other_id_photos_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "similar_photos_other_idx" ON "similar_photos" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "photos_phash_pending_idx" ON "photos" USING btree ("id") WHERE phash is null;