ALTER TABLE "change_requests" DROP CONSTRAINT "change_requests_entity_type_check";--> statement-breakpoint
ALTER TABLE "change_requests" DROP CONSTRAINT "change_requests_action_check";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "credit" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "licence" text;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_manufacturer_comment_check" CHECK ("change_requests"."entity_type" <> 'MANUFACTURER' or "change_requests"."action" = 'COMMENT');--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_entity_type_check" CHECK ("change_requests"."entity_type" in ('PRODUCT', 'DETAIL', 'MANUFACTURER'));--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_action_check" CHECK ("change_requests"."action" in ('CREATE', 'UPDATE', 'DELETE', 'COMMENT'));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_licence_check" CHECK (licence in ('CC0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'ALL_RIGHTS_RESERVED'));