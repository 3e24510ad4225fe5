DROP INDEX "details_serial_key_idx";--> statement-breakpoint
DROP INDEX "products_serial_key_idx";--> statement-breakpoint
ALTER TABLE "details" ADD COLUMN "serial_key" text GENERATED ALWAYS AS (translate(regexp_replace(lower("number"), '[[:space:]-]+', '', 'g'), 'abekmhopctxy', 'авекмнорстху')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_key" text GENERATED ALWAYS AS (translate(regexp_replace(lower("number"), '[[:space:]-]+', '', 'g'), 'abekmhopctxy', 'авекмнорстху')) STORED;--> statement-breakpoint
CREATE INDEX "details_serial_key_idx" ON "details" USING btree ("serial_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_serial_key_idx" ON "products" USING btree ("serial_key" text_pattern_ops);