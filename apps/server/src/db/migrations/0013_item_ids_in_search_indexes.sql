DROP INDEX "details_year_belongs_to_idx";--> statement-breakpoint
DROP INDEX "details_type_year_idx";--> statement-breakpoint
DROP INDEX "details_serial_key_idx";--> statement-breakpoint
DROP INDEX "products_year_belongs_to_idx";--> statement-breakpoint
DROP INDEX "products_serial_key_idx";--> statement-breakpoint
CREATE INDEX "details_year_belongs_to_idx" ON "details" USING btree ("year","belongs_to","id");--> statement-breakpoint
CREATE INDEX "details_type_year_idx" ON "details" USING btree ("type_id","year","id");--> statement-breakpoint
CREATE INDEX "details_serial_key_idx" ON "details" USING btree ("serial_key" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "products_year_belongs_to_idx" ON "products" USING btree ("year","belongs_to","id");--> statement-breakpoint
CREATE INDEX "products_serial_key_idx" ON "products" USING btree ("serial_key" text_pattern_ops,"id");