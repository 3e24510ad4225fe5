CREATE TABLE "collection_photo_similar" (
	"photo_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"distance" integer NOT NULL,
	CONSTRAINT "collection_photo_similar_photo_id_other_id_pk" PRIMARY KEY("photo_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "collection_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"derivation" text DEFAULT 'PENDING' NOT NULL,
	"placeholder" text,
	CONSTRAINT "collection_photos_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "collection_photos_derivation_check" CHECK ("collection_photos"."derivation" in ('PENDING', 'READY', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "collection_photo_similar" ADD CONSTRAINT "collection_photo_similar_photo_id_collection_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."collection_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_photo_similar" ADD CONSTRAINT "collection_photo_similar_other_id_photos_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_photos" ADD CONSTRAINT "collection_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_photos" ADD CONSTRAINT "collection_photos_item_id_collection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."collection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_photo_similar_other_idx" ON "collection_photo_similar" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "collection_photos_item_idx" ON "collection_photos" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "collection_photos_owner_idx" ON "collection_photos" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "collection_photos_pending_idx" ON "collection_photos" USING btree ("id") WHERE derivation = 'PENDING';