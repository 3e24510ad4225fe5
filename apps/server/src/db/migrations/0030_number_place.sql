-- Where a part's number is struck (ADR 078): a recorded field's column. The earlier migrations of
-- one run may have updated items, leaving the catalogue version's deferred triggers pending, and
-- PostgreSQL alters no table with pending trigger events: fire them now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "details" ADD COLUMN "number_place" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "number_place" text;
