-- Catalogue search vectors kept by the database itself: triggers fill products.search and
-- details.search on every write and when a referenced name (manufacturer, type, subtype,
-- stamp) changes, so the GIN indexes always answer. Existing rows are backfilled at the end.

-- Russian snowball does not unify fleeting vowels (станок -> 'станок', станки -> 'станк');
-- a lexeme ending in о/е/ё + к/ц/н/л (+ь) also gets its variant without the vowel.
CREATE OR REPLACE FUNCTION museum_fleeting_variant(lexeme text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(regexp_replace(lexeme, '^(.{3,})[оеё]([кцнл]ь?)$', '\1\2'), lexeme)
$$;--> statement-breakpoint

-- Adds the fleeting-vowel variants of a vector's lexemes (unweighted, without positions).
CREATE OR REPLACE FUNCTION museum_with_variants(vector tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT vector || coalesce(
    (SELECT array_to_tsvector(array_agg(DISTINCT variant))
       FROM (SELECT museum_fleeting_variant(lexeme) AS variant FROM unnest(vector)) variants
      WHERE variant IS NOT NULL),
    ''::tsvector)
$$;--> statement-breakpoint

-- Rich-text descriptions are HTML: search their text only.
CREATE OR REPLACE FUNCTION museum_html_text(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), '&(nbsp|amp|lt|gt|quot|#39);', ' ', 'g')
$$;--> statement-breakpoint

-- The vector of one item: name and number weigh most, then the names it refers to,
-- then description, then source.
CREATE OR REPLACE FUNCTION museum_item_vector(name text, number text, refs text, description text, source text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT museum_with_variants(
    setweight(to_tsvector('ru', coalesce(name, '')), 'A') ||
    setweight(to_tsvector('ru', coalesce(number, '')), 'A') ||
    setweight(to_tsvector('ru', coalesce(refs, '')), 'B') ||
    setweight(to_tsvector('ru', museum_html_text(description)), 'C') ||
    setweight(to_tsvector('ru', coalesce(source, '')), 'D'))
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_product_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := museum_item_vector(NEW.name, NEW.number,
    (SELECT m.name FROM manufacturers m WHERE m.id = NEW.manufacturer_id),
    NEW.description, NEW.source);
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
    NEW.description, NEW.source);
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER products_search_trigger BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION museum_product_search();--> statement-breakpoint
CREATE TRIGGER details_search_trigger BEFORE INSERT OR UPDATE ON details
  FOR EACH ROW EXECUTE FUNCTION museum_detail_search();--> statement-breakpoint

-- A renamed reference re-indexes the items that use it (the row triggers above recompute).
CREATE OR REPLACE FUNCTION museum_reference_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS NOT DISTINCT FROM OLD.name THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'manufacturers' THEN
    UPDATE products SET search = NULL WHERE manufacturer_id = NEW.id;
    UPDATE details SET search = NULL WHERE manufacturer_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'detail_types' THEN
    UPDATE details SET search = NULL WHERE type_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'detail_subtypes' THEN
    UPDATE details SET search = NULL WHERE subtype_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'stamps' THEN
    UPDATE details SET search = NULL WHERE id IN (SELECT detail_id FROM detail_stamps WHERE stamp_id = NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER manufacturers_rename_trigger AFTER UPDATE OF name ON manufacturers
  FOR EACH ROW EXECUTE FUNCTION museum_reference_renamed();--> statement-breakpoint
CREATE TRIGGER detail_types_rename_trigger AFTER UPDATE OF name ON detail_types
  FOR EACH ROW EXECUTE FUNCTION museum_reference_renamed();--> statement-breakpoint
CREATE TRIGGER detail_subtypes_rename_trigger AFTER UPDATE OF name ON detail_subtypes
  FOR EACH ROW EXECUTE FUNCTION museum_reference_renamed();--> statement-breakpoint
CREATE TRIGGER stamps_rename_trigger AFTER UPDATE OF name ON stamps
  FOR EACH ROW EXECUTE FUNCTION museum_reference_renamed();--> statement-breakpoint

-- Stamp links changed: re-index the details once per statement (bulk inserts stay cheap).
CREATE OR REPLACE FUNCTION museum_detail_stamps_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE details SET search = NULL WHERE id IN (SELECT DISTINCT detail_id FROM added_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION museum_detail_stamps_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE details SET search = NULL WHERE id IN (SELECT DISTINCT detail_id FROM removed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER detail_stamps_insert_trigger AFTER INSERT ON detail_stamps
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION museum_detail_stamps_added();--> statement-breakpoint
CREATE TRIGGER detail_stamps_delete_trigger AFTER DELETE ON detail_stamps
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION museum_detail_stamps_removed();--> statement-breakpoint
CREATE TRIGGER detail_stamps_update_trigger AFTER UPDATE ON detail_stamps
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION museum_detail_stamps_removed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION museum_detail_stamps_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE details SET search = NULL WHERE id IN (SELECT DISTINCT detail_id FROM added_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER detail_stamps_update_new_trigger AFTER UPDATE ON detail_stamps
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION museum_detail_stamps_updated();--> statement-breakpoint

-- The query side: the lexemes of what a user typed (any text is safe: it only goes through
-- to_tsvector, and each lexeme is quoted), each OR-ed with its fleeting-vowel variant. A short
-- last lexeme without digits (at most 4 letters, a word still being typed: лату -> лат) is also a
-- prefix (serial prefixes are matched on the number column instead);
-- longer words rely on the stemmer, which keeps the planner's estimates (and the GIN index) in play.
-- NULL when the text has no words.
CREATE OR REPLACE FUNCTION museum_quote_lexeme(lexeme text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION museum_search_query(input text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH words AS (
    SELECT lexeme, positions[1] AS first_at,
           max(positions[array_upper(positions, 1)]) OVER () AS last_at,
           positions[array_upper(positions, 1)] AS this_last
      FROM unnest(to_tsvector('ru', coalesce(input, '')))
  )
  SELECT string_agg(
    '(' || museum_quote_lexeme(lexeme) || CASE WHEN this_last = last_at AND length(lexeme) <= 4 AND lexeme !~ '[0-9]' THEN ':*' ELSE '' END ||
    coalesce(' | ' || museum_quote_lexeme(museum_fleeting_variant(lexeme)), '') || ')',
    ' & ' ORDER BY first_at)::tsquery
  FROM words
$$;--> statement-breakpoint

-- Backfill: a catalogue loaded before this migration gets its vectors now.
UPDATE products SET search = NULL;--> statement-breakpoint
UPDATE details SET search = NULL;
