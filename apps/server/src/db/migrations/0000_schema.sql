CREATE TABLE "detail_photos" (
	"item_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "detail_photos_item_id_photo_id_pk" PRIMARY KEY("item_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "detail_stamps" (
	"detail_id" integer NOT NULL,
	"stamp_id" integer NOT NULL,
	CONSTRAINT "detail_stamps_detail_id_stamp_id_pk" PRIMARY KEY("detail_id","stamp_id")
);
--> statement-breakpoint
CREATE TABLE "details" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"number" text,
	"year" integer,
	"belongs_to" text,
	"type_id" integer NOT NULL,
	"subtype_id" integer,
	"manufacturer_id" integer,
	"product_id" integer,
	"description" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"search" "tsvector",
	CONSTRAINT "details_belongs_to_check" CHECK ("details"."belongs_to" in ('максим', 'станок', 'другое', 'ЗИП'))
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"item_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_photos_item_id_photo_id_pk" PRIMARY KEY("item_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"year" integer,
	"belongs_to" text,
	"manufacturer_id" integer,
	"parent_id" integer,
	"description" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"search" "tsvector",
	CONSTRAINT "products_belongs_to_check" CHECK ("products"."belongs_to" in ('максим', 'станок', 'другое', 'ЗИП'))
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entity_type" text NOT NULL,
	"action" text NOT NULL,
	"entity_id" integer,
	"payload" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "change_requests_status_check" CHECK ("change_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "change_requests_entity_type_check" CHECK ("change_requests"."entity_type" in ('PRODUCT', 'DETAIL')),
	CONSTRAINT "change_requests_action_check" CHECK ("change_requests"."action" in ('CREATE', 'UPDATE', 'DELETE'))
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_request_id" integer
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"description" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "photos_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "photos_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "detail_subtypes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "detail_subtypes_type_name_key" UNIQUE("type_id","name")
);
--> statement-breakpoint
CREATE TABLE "detail_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"belongs_to" text NOT NULL,
	CONSTRAINT "detail_types_name_belongs_to_key" UNIQUE("name","belongs_to"),
	CONSTRAINT "detail_types_belongs_to_check" CHECK ("detail_types"."belongs_to" in ('максим', 'станок', 'другое', 'ЗИП'))
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"country" text,
	"period" text,
	"description" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "stamps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "stamps_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('CONFIRM', 'RESET'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"role" text DEFAULT 'USER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('USER', 'MODERATOR', 'ADMIN'))
);
--> statement-breakpoint
ALTER TABLE "detail_photos" ADD CONSTRAINT "detail_photos_item_id_details_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_photos" ADD CONSTRAINT "detail_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_stamps" ADD CONSTRAINT "detail_stamps_detail_id_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_stamps" ADD CONSTRAINT "detail_stamps_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "details" ADD CONSTRAINT "details_type_id_detail_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."detail_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "details" ADD CONSTRAINT "details_subtype_id_detail_subtypes_id_fk" FOREIGN KEY ("subtype_id") REFERENCES "public"."detail_subtypes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "details" ADD CONSTRAINT "details_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "details" ADD CONSTRAINT "details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "details" ADD CONSTRAINT "details_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_item_id_products_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_change_request_id_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."change_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_subtypes" ADD CONSTRAINT "detail_subtypes_type_id_detail_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."detail_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detail_photos_photo_idx" ON "detail_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "detail_stamps_stamp_idx" ON "detail_stamps" USING btree ("stamp_id");--> statement-breakpoint
CREATE INDEX "details_year_idx" ON "details" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "details_belongs_to_idx" ON "details" USING btree ("belongs_to","id");--> statement-breakpoint
CREATE INDEX "details_type_idx" ON "details" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "details_subtype_idx" ON "details" USING btree ("subtype_id","id");--> statement-breakpoint
CREATE INDEX "details_manufacturer_idx" ON "details" USING btree ("manufacturer_id","belongs_to","year");--> statement-breakpoint
CREATE INDEX "details_product_idx" ON "details" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "details_number_prefix_idx" ON "details" USING btree (lower("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "details_search_idx" ON "details" USING gin ("search");--> statement-breakpoint
CREATE INDEX "product_photos_photo_idx" ON "product_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "products_year_idx" ON "products" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "products_belongs_to_idx" ON "products" USING btree ("belongs_to","id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id","id");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_number_prefix_idx" ON "products" USING btree (lower("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "change_requests_status_idx" ON "change_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "change_requests_created_by_idx" ON "change_requests" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "revisions_entity_idx" ON "revisions" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "photos_published_idx" ON "photos" USING btree ("published","id");--> statement-breakpoint
CREATE INDEX "photos_uploaded_by_idx" ON "photos" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "detail_subtypes_type_idx" ON "detail_subtypes" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));