-- A collector's own records, their stamps and the want list (issue 54, ADR 084): private to the
-- owner and gone with the account (owner FKs cascade); the museum's vocabulary and products are let
-- go (set null), so a private record never holds up or reveals itself to a catalogue delete.
CREATE TABLE "collection_item_stamps" (
	"item_id" integer NOT NULL,
	"stamp_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_item_stamps_item_id_stamp_id_pk" PRIMARY KEY("item_id","stamp_id")
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"number" text,
	"year" integer,
	"belongs_to" text,
	"manufacturer_id" integer,
	"type_id" integer,
	"subtype_id" integer,
	"description" text,
	"source" text,
	"name_en" text,
	"description_en" text,
	"condition" text,
	"markings" text,
	"provenance" text,
	"number_place" text,
	"part_of_item_id" integer,
	"part_of_product_id" integer,
	"acquired_from" text,
	"acquired_on" date,
	"price" numeric(14, 2),
	"currency" text,
	"kept_at" text,
	"insured_value" numeric(14, 2),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"serial_key" text GENERATED ALWAYS AS (translate(regexp_replace(regexp_replace(lower("number"), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху')) STORED,
	CONSTRAINT "collection_items_kind_check" CHECK ("collection_items"."kind" in ('product', 'detail')),
	CONSTRAINT "collection_items_part_of_check" CHECK ("collection_items"."part_of_item_id" is null or "collection_items"."part_of_product_id" is null),
	CONSTRAINT "collection_items_currency_check" CHECK ("collection_items"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "collection_items_belongs_to_check" CHECK ("collection_items"."belongs_to" in ('максим', 'станок', 'другое', 'ЗИП')),
	CONSTRAINT "collection_items_condition_check" CHECK ("collection_items"."condition" in ('не использовалось', 'отличное', 'хорошее', 'удовлетворительное', 'плохое', 'раскопочное'))
);
--> statement-breakpoint
CREATE TABLE "collection_wanted" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"serial_key" text GENERATED ALWAYS AS (translate(regexp_replace(regexp_replace(lower("number"), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху')) STORED,
	CONSTRAINT "collection_wanted_kind_check" CHECK ("collection_wanted"."kind" in ('product', 'detail'))
);
--> statement-breakpoint
ALTER TABLE "collection_item_stamps" ADD CONSTRAINT "collection_item_stamps_item_id_collection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."collection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_item_stamps" ADD CONSTRAINT "collection_item_stamps_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_type_id_detail_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."detail_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_subtype_id_detail_subtypes_id_fk" FOREIGN KEY ("subtype_id") REFERENCES "public"."detail_subtypes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_part_of_item_id_collection_items_id_fk" FOREIGN KEY ("part_of_item_id") REFERENCES "public"."collection_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_part_of_product_id_products_id_fk" FOREIGN KEY ("part_of_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_wanted" ADD CONSTRAINT "collection_wanted_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_item_stamps_stamp_idx" ON "collection_item_stamps" USING btree ("stamp_id");--> statement-breakpoint
CREATE INDEX "collection_items_owner_idx" ON "collection_items" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "collection_items_part_of_item_idx" ON "collection_items" USING btree ("part_of_item_id");--> statement-breakpoint
CREATE INDEX "collection_items_part_of_product_idx" ON "collection_items" USING btree ("part_of_product_id");--> statement-breakpoint
CREATE INDEX "collection_items_manufacturer_idx" ON "collection_items" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "collection_items_type_idx" ON "collection_items" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "collection_items_subtype_idx" ON "collection_items" USING btree ("subtype_id");--> statement-breakpoint
CREATE INDEX "collection_wanted_owner_idx" ON "collection_wanted" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "collection_wanted_serial_key_idx" ON "collection_wanted" USING btree ("serial_key");