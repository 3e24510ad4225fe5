-- Search that forgives (ADR 018).
-- Serials: the prefix index is on a key that folds case, spaces and hyphens and Latin look-alike
-- letters, so «AE 3310», «АЕ3310» and «ае-3310» are one serial. Building the index reads every
-- existing row, so the catalogue needs no other backfill for it.
DROP INDEX "details_number_prefix_idx";--> statement-breakpoint
DROP INDEX "products_number_prefix_idx";--> statement-breakpoint
CREATE INDEX "details_serial_key_idx" ON "details" USING btree (translate(regexp_replace(lower("number"), '[[:space:]-]+', '', 'g'), 'abekmhopctxy', 'авекмнорстху') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_serial_key_idx" ON "products" USING btree (translate(regexp_replace(lower("number"), '[[:space:]-]+', '', 'g'), 'abekmhopctxy', 'авекмнорстху') text_pattern_ops);--> statement-breakpoint

-- Names: Snowball stems a surname's nominative past its suffix (Соколов -> 'сокол',
-- Максим -> 'макс') but its other cases keep it (Соколова -> 'соколов', Максима -> 'максим'),
-- so «Соколов» missed «станок Соколова». A lexeme ending in ов/ев/им after at least three letters
-- also gets its variant without that ending, in documents and queries alike, next to the
-- fleeting-vowel variant of ADR 007.
CREATE OR REPLACE FUNCTION museum_lexeme_variants(lexeme text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY[
    museum_fleeting_variant(lexeme),
    nullif(regexp_replace(lexeme, '^(.{3,})(ов|ев|им)$', '\1'), lexeme)
  ], NULL)
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION museum_with_variants(vector tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT vector || coalesce(
    (SELECT array_to_tsvector(array_agg(DISTINCT variant))
       FROM (SELECT unnest(museum_lexeme_variants(lexeme)) AS variant FROM unnest(vector)) variants),
    ''::tsvector)
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
    coalesce((SELECT string_agg(' | ' || museum_quote_lexeme(variant), '') FROM unnest(museum_lexeme_variants(lexeme)) variant), '') || ')',
    ' & ' ORDER BY first_at)::tsquery
  FROM words
$$;--> statement-breakpoint

-- Backfill: existing rows get the new variants in their vectors (the row triggers recompute).
UPDATE products SET search = NULL;--> statement-breakpoint
UPDATE details SET search = NULL;
