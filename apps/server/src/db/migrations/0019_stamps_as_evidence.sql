-- Stamps as evidence (issue 33, ADR 061): kind, maker, years of use and ordered photos; stamp change requests.
CREATE TABLE "stamp_photos" (
	"stamp_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stamp_photos_stamp_id_photo_id_pk" PRIMARY KEY("stamp_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "change_requests" DROP CONSTRAINT "change_requests_entity_type_check";--> statement-breakpoint
ALTER TABLE "stamps" ADD COLUMN "kind" text DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "stamps" ADD COLUMN "manufacturer_id" integer;--> statement-breakpoint
ALTER TABLE "stamps" ADD COLUMN "year_from" integer;--> statement-breakpoint
ALTER TABLE "stamps" ADD COLUMN "year_to" integer;--> statement-breakpoint
ALTER TABLE "stamps" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stamps" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stamp_photos" ADD CONSTRAINT "stamp_photos_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_photos" ADD CONSTRAINT "stamp_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stamp_photos_photo_idx" ON "stamp_photos" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stamps_manufacturer_idx" ON "stamps" USING btree ("manufacturer_id");--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_stamp_action_check" CHECK ("change_requests"."entity_type" <> 'STAMP' or "change_requests"."action" in ('CREATE', 'UPDATE', 'COMMENT'));--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_entity_type_check" CHECK ("change_requests"."entity_type" in ('PRODUCT', 'DETAIL', 'MANUFACTURER', 'STAMP'));--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_kind_check" CHECK ("stamps"."kind" in ('FACTORY', 'ACCEPTANCE', 'INSPECTOR', 'YEAR', 'PROOF', 'OTHER'));--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_years_check" CHECK ("stamps"."year_from" is null or "stamps"."year_to" is null or "stamps"."year_from" <= "stamps"."year_to");--> statement-breakpoint
-- A stamp's photo links move the catalogue version as the items' do (migration 0008).
CREATE CONSTRAINT TRIGGER stamp_photos_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON stamp_photos
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version_for_photo_link();