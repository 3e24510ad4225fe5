ALTER TABLE "products" ADD COLUMN "numbers_match" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "detail_types" ADD COLUMN "carries_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_numbers_match_idx" ON "products" USING btree ("id") WHERE "products"."numbers_match";--> statement-breakpoint

-- Matching numbers (ADR 063). A detail's number against its product's, compared as their stored
-- serial keys (the number search's forgiving key, migration 0012: case, spaces, hyphens and Latin
-- look-alikes of Cyrillic letters do not count): 'missing' when the detail has no number, NULL when
-- the product has none (nothing to compare with), else 'match' or 'mismatch'. The product page reads
-- the same function, so the page and the filter cannot disagree.
CREATE OR REPLACE FUNCTION museum_number_status(detail_key text, product_key text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(detail_key, '') = '' THEN 'missing'
    WHEN coalesce(product_key, '') = '' THEN NULL
    WHEN detail_key = product_key THEN 'match'
    ELSE 'mismatch'
  END
$$;--> statement-breakpoint

-- Whether a product's numbers all match: it has details of types that carry the number, and every
-- one of them matches.
CREATE OR REPLACE FUNCTION museum_numbers_match(product integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(bool_and(museum_number_status(d.serial_key, p.serial_key) IS NOT DISTINCT FROM 'match'), false)
    FROM products p
    JOIN details d ON d.product_id = p.id
    JOIN detail_types t ON t.id = d.type_id AND t.carries_number
   WHERE p.id = product
$$;--> statement-breakpoint

-- Stores a product's flag when it changed: an unchanged flag writes nothing (no new row version,
-- no move of the catalogue version).
CREATE OR REPLACE FUNCTION museum_refresh_numbers_match(product integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE products SET numbers_match = museum_numbers_match(id)
   WHERE id = product AND numbers_match IS DISTINCT FROM museum_numbers_match(id)
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_detail_numbers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.product_id IS NOT NULL THEN
    PERFORM museum_refresh_numbers_match(OLD.product_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.product_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id
          OR NEW.number IS DISTINCT FROM OLD.number OR NEW.type_id IS DISTINCT FROM OLD.type_id) THEN
    PERFORM museum_refresh_numbers_match(NEW.product_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_product_number_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS DISTINCT FROM OLD.number THEN
    PERFORM museum_refresh_numbers_match(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A type marked (or unmarked) as carrying the number changes the flag of every product with a detail of it.
CREATE OR REPLACE FUNCTION museum_type_carries_number_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.carries_number IS DISTINCT FROM OLD.carries_number THEN
    UPDATE products p SET numbers_match = museum_numbers_match(p.id)
     WHERE p.id IN (SELECT d.product_id FROM details d WHERE d.type_id = NEW.id AND d.product_id IS NOT NULL)
       AND p.numbers_match IS DISTINCT FROM museum_numbers_match(p.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER details_numbers_match_trigger AFTER INSERT OR DELETE OR UPDATE OF number, product_id, type_id ON details
  FOR EACH ROW EXECUTE FUNCTION museum_detail_numbers_changed();--> statement-breakpoint
CREATE TRIGGER products_numbers_match_trigger AFTER UPDATE OF number ON products
  FOR EACH ROW EXECUTE FUNCTION museum_product_number_changed();--> statement-breakpoint
CREATE TRIGGER detail_types_numbers_match_trigger AFTER UPDATE OF carries_number ON detail_types
  FOR EACH ROW EXECUTE FUNCTION museum_type_carries_number_changed();
