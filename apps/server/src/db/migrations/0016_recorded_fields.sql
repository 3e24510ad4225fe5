ALTER TABLE "details" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "details" ADD COLUMN "markings" text;--> statement-breakpoint
ALTER TABLE "details" ADD COLUMN "provenance" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "markings" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "provenance" text;--> statement-breakpoint
CREATE INDEX "details_condition_idx" ON "details" USING btree ("condition","id");--> statement-breakpoint
CREATE INDEX "products_condition_idx" ON "products" USING btree ("condition","id");--> statement-breakpoint
ALTER TABLE "details" ADD CONSTRAINT "details_condition_check" CHECK ("details"."condition" in ('не использовалось', 'отличное', 'хорошее', 'удовлетворительное', 'плохое', 'раскопочное'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_condition_check" CHECK ("products"."condition" in ('не использовалось', 'отличное', 'хорошее', 'удовлетворительное', 'плохое', 'раскопочное'));--> statement-breakpoint

-- What collectors record (issue 31, ADR 052): the inscriptions (markings) and the provenance are
-- searched by their words; the inscriptions also by their keys, spelled as the number search
-- forgives (ADR 018, migration 0012): lower case, no spaces or hyphens, Latin look-alikes folded
-- to Cyrillic. Each run of one to three words of an inscription is a key, so «AE 3310», «ае-3310»
-- and «АЕ3310» find «клеймо АЕ 3310 1915», and a key's prefix does too (the query side below).
-- Old rows have neither, so their vectors stay as they are: no backfill.
CREATE OR REPLACE FUNCTION museum_marking_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(lower(input), '[[:space:]-]+', '', 'g'), 'abekmhopctxy', 'авекмнорстху')
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_marking_keys(markings text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT key)), ''::tsvector)
    FROM (SELECT museum_marking_key(array_to_string(words[n:n + span], '')) AS key
            FROM (SELECT regexp_split_to_array(lower(coalesce(markings, '')), '[[:space:]-]+') AS words) split,
                 generate_series(1, coalesce(array_length(words, 1), 0)) n,
                 generate_series(0, 2) span
           WHERE n + span <= array_length(words, 1)) keys
   WHERE key <> '' AND octet_length(key) <= 200
$$;--> statement-breakpoint

-- The vector of one item: name and number weigh most, then the names it refers to and the
-- inscriptions, then description, then source and provenance; plus the inscriptions' keys.
CREATE OR REPLACE FUNCTION museum_item_vector(name text, number text, refs text, description text, source text, markings text, provenance text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT museum_with_variants(
    setweight(to_tsvector('ru', coalesce(name, '')), 'A') ||
    setweight(to_tsvector('ru', coalesce(number, '')), 'A') ||
    setweight(to_tsvector('ru', coalesce(refs, '')), 'B') ||
    setweight(to_tsvector('ru', coalesce(markings, '')), 'B') ||
    setweight(to_tsvector('ru', museum_html_text(description)), 'C') ||
    setweight(to_tsvector('ru', coalesce(source, '')), 'D') ||
    setweight(to_tsvector('ru', coalesce(provenance, '')), 'D')) ||
    setweight(museum_marking_keys(markings), 'B')
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_product_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := museum_item_vector(NEW.name, NEW.number,
    (SELECT m.name FROM manufacturers m WHERE m.id = NEW.manufacturer_id),
    NEW.description, NEW.source, NEW.markings, NEW.provenance);
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_detail_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := museum_item_vector(NEW.name, NEW.number,
    concat_ws(' ',
      (SELECT t.name FROM detail_types t WHERE t.id = NEW.type_id),
      (SELECT s.name FROM detail_subtypes s WHERE s.id = NEW.subtype_id),
      (SELECT m.name FROM manufacturers m WHERE m.id = NEW.manufacturer_id),
      (SELECT string_agg(st.name, ' ') FROM detail_stamps ds JOIN stamps st ON st.id = ds.stamp_id WHERE ds.detail_id = NEW.id)),
    NEW.description, NEW.source, NEW.markings, NEW.provenance);
  RETURN NEW;
END
$$;--> statement-breakpoint

-- The five-argument form stays for callers that build the vectors of rows without these fields
-- (the bench's generator, the plans test): the same vector, through the one body above.
CREATE OR REPLACE FUNCTION museum_item_vector(name text, number text, refs text, description text, source text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT museum_item_vector(name, number, refs, description, source, NULL, NULL)
$$;--> statement-breakpoint

-- The query side, for text that may be an inscription (a digit or a Latin letter, see
-- item-query.ts): the words' query OR the typed text's key as a prefix of an inscription key.
-- Keys shorter than 3 characters are left out: «12» as a prefix would match half the catalogue.
CREATE OR REPLACE FUNCTION museum_marking_query(input text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(key) >= 3 AND octet_length(key) <= 200 THEN (museum_quote_lexeme(key) || ':*')::tsquery END
    FROM (SELECT museum_marking_key(input) AS key) typed
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_text_query_with_markings(input text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN words IS NULL THEN marking WHEN marking IS NULL THEN words ELSE words || marking END
    FROM (SELECT museum_search_query(input) AS words, museum_marking_query(input) AS marking) parts
$$;
