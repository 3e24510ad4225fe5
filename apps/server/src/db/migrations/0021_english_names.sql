ALTER TABLE "details" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "details" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text;--> statement-breakpoint

-- The English name is searched like the name (issue 32, ADR 064): its words join the name's in the
-- item's vector (weight A), so "Maxim" or "casing" finds the items named so in English. The
-- vector's function keeps its arguments; only the row triggers pass the two names together. The
-- English description is not searched: the catalogue's text search is Russian, and its words would
-- be stemmed as Russian. Old rows have no English name: their vectors stay as they are.
CREATE OR REPLACE FUNCTION museum_product_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := museum_item_vector(concat_ws(' ', NEW.name, NEW.name_en), NEW.number,
    (SELECT m.name FROM manufacturers m WHERE m.id = NEW.manufacturer_id),
    NEW.description, NEW.source, NEW.markings, NEW.provenance);
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_detail_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := museum_item_vector(concat_ws(' ', NEW.name, NEW.name_en), NEW.number,
    concat_ws(' ',
      (SELECT t.name FROM detail_types t WHERE t.id = NEW.type_id),
      (SELECT s.name FROM detail_subtypes s WHERE s.id = NEW.subtype_id),
      (SELECT m.name FROM manufacturers m WHERE m.id = NEW.manufacturer_id),
      (SELECT string_agg(st.name, ' ') FROM detail_stamps ds JOIN stamps st ON st.id = ds.stamp_id WHERE ds.detail_id = NEW.id)),
    NEW.description, NEW.source, NEW.markings, NEW.provenance);
  RETURN NEW;
END
$$;
