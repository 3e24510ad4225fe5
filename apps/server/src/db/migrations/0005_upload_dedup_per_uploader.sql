ALTER TABLE "photos" DROP CONSTRAINT "photos_sha256_unique";--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_sha256_uploader_key" UNIQUE("sha256","uploaded_by");