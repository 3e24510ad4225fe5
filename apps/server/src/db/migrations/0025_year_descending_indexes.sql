CREATE INDEX "details_year_nulls_first_idx" ON "details" USING btree ("year" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "details_year_nulls_first_belongs_to_idx" ON "details" USING btree ("year" NULLS FIRST,"belongs_to","id");--> statement-breakpoint
CREATE INDEX "details_type_year_nulls_first_idx" ON "details" USING btree ("type_id","year" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_year_nulls_first_idx" ON "products" USING btree ("year" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_year_nulls_first_belongs_to_idx" ON "products" USING btree ("year" NULLS FIRST,"belongs_to","id");