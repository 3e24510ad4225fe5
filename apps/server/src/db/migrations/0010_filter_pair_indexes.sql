CREATE INDEX "details_year_belongs_to_idx" ON "details" USING btree ("year","belongs_to");--> statement-breakpoint
CREATE INDEX "details_type_year_idx" ON "details" USING btree ("type_id","year");--> statement-breakpoint
CREATE INDEX "products_year_belongs_to_idx" ON "products" USING btree ("year","belongs_to");