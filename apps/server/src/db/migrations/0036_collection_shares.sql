CREATE TABLE "collection_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_item_id_collection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."collection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_shares_token_idx" ON "collection_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_shares_item_idx" ON "collection_shares" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "collection_shares_owner_idx" ON "collection_shares" USING btree ("owner_id");