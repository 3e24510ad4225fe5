-- One number rule (issue 49, ADR 078): the stored key also drops dots, «№» and dashes and a Latin
-- «N»/«No» sign before the first digit, as the contract's `serialKeyOf` does. A generated column's
-- expression cannot change in place: both keys are dropped (their indexes with them) and added again.
-- The triggers of ADR 063 read the keys by name, so the numbers_match flags are set again below.
ALTER TABLE "details" DROP COLUMN "serial_value";--> statement-breakpoint
ALTER TABLE "details" DROP COLUMN "serial_key";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "serial_value";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "serial_key";--> statement-breakpoint
ALTER TABLE "details" ADD COLUMN "serial_key" text GENERATED ALWAYS AS (translate(regexp_replace(regexp_replace(lower("number"), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху')) STORED;--> statement-breakpoint
ALTER TABLE "details" ADD COLUMN "serial_value" integer GENERATED ALWAYS AS (case when translate(regexp_replace(regexp_replace(lower("number"), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху') ~ '^[0-9]{1,9}$' then translate(regexp_replace(regexp_replace(lower("number"), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху')::integer end) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_key" text GENERATED ALWAYS AS (translate(regexp_replace(regexp_replace(lower("number"), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_value" integer GENERATED ALWAYS AS (case when translate(regexp_replace(regexp_replace(lower("number"), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху') ~ '^[0-9]{1,9}$' then translate(regexp_replace(regexp_replace(lower("number"), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху')::integer end) STORED;--> statement-breakpoint
CREATE INDEX "details_serial_key_idx" ON "details" USING btree ("serial_key" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "details_serial_value_idx" ON "details" USING btree ("serial_value","id") WHERE "details"."serial_value" is not null and "details"."year" is not null;--> statement-breakpoint
CREATE INDEX "products_serial_key_idx" ON "products" USING btree ("serial_key" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "products_serial_value_idx" ON "products" USING btree ("serial_value","id") WHERE "products"."serial_value" is not null and "products"."year" is not null;--> statement-breakpoint
-- A detail written «№ 21105» on gun 21105 matches now: the flags follow the new keys.
UPDATE "products" SET "numbers_match" = museum_numbers_match("id") WHERE "numbers_match" IS DISTINCT FROM museum_numbers_match("id");
--> statement-breakpoint

-- A number inside a word («AE2415») is found by its digits (issue 49): where a letter touches a
-- digit (the parser keeps such a number one word), the number's runs of digits are words of the
-- vector too, of the number's weight; other numbers' vectors stay as they were (the plans' tests
-- measure them). The rest as in migration 0016.
CREATE OR REPLACE FUNCTION museum_item_vector(name text, number text, refs text, description text, source text, markings text, provenance text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT museum_with_variants(
    setweight(to_tsvector('ru', coalesce(name, '')), 'A') ||
    setweight(to_tsvector('ru', coalesce(number, '')), 'A') ||
    CASE WHEN number ~ '[[:alpha:]][0-9]|[0-9][[:alpha:]]'
      THEN setweight(to_tsvector('simple', trim(regexp_replace(number, '[^0-9]+', ' ', 'g'))), 'A') ELSE ''::tsvector END ||
    setweight(to_tsvector('ru', coalesce(refs, '')), 'B') ||
    setweight(to_tsvector('ru', coalesce(markings, '')), 'B') ||
    setweight(to_tsvector('ru', museum_html_text(description)), 'C') ||
    setweight(to_tsvector('ru', coalesce(source, '')), 'D') ||
    setweight(to_tsvector('ru', coalesce(provenance, '')), 'D'))
$$;--> statement-breakpoint

-- Backfill: existing rows' vectors get their numbers' digits (the row triggers recompute).
UPDATE "products" SET "search" = NULL;--> statement-breakpoint
UPDATE "details" SET "search" = NULL;
