CREATE TABLE "collection_wanted_matches" (
	"wanted_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_wanted_matches_wanted_id_item_kind_item_id_pk" PRIMARY KEY("wanted_id","item_kind","item_id"),
	CONSTRAINT "collection_wanted_matches_kind_check" CHECK ("collection_wanted_matches"."item_kind" in ('product', 'detail'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wanted_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_wanted_matches" ADD CONSTRAINT "collection_wanted_matches_wanted_id_collection_wanted_id_fk" FOREIGN KEY ("wanted_id") REFERENCES "public"."collection_wanted"("id") ON DELETE cascade ON UPDATE no action;