CREATE TABLE "photo_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"product_id" integer,
	"detail_id" integer,
	"stamp_id" integer,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_regions_one_target_check" CHECK (num_nonnulls("photo_regions"."product_id", "photo_regions"."detail_id", "photo_regions"."stamp_id") = 1),
	CONSTRAINT "photo_regions_area_check" CHECK ("photo_regions"."x" >= 0 and "photo_regions"."y" >= 0 and "photo_regions"."width" > 0 and "photo_regions"."height" > 0),
	CONSTRAINT "photo_regions_status_check" CHECK ("photo_regions"."status" in ('PENDING', 'PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "photo_regions" ADD CONSTRAINT "photo_regions_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_regions" ADD CONSTRAINT "photo_regions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_regions" ADD CONSTRAINT "photo_regions_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_regions" ADD CONSTRAINT "photo_regions_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_regions" ADD CONSTRAINT "photo_regions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_regions_photo_idx" ON "photo_regions" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "photo_regions_product_idx" ON "photo_regions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "photo_regions_detail_idx" ON "photo_regions" USING btree ("detail_id");--> statement-breakpoint
CREATE INDEX "photo_regions_stamp_idx" ON "photo_regions" USING btree ("stamp_id");--> statement-breakpoint
CREATE INDEX "photo_regions_pending_idx" ON "photo_regions" USING btree ("id") WHERE status = 'PENDING';