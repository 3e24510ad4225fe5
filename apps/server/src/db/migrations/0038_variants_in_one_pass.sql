-- The variants of a document's words (ADR 007's fleeting vowels, ADR 018's surname endings) found by
-- two regular expressions over the vector's words joined, not two per word through a query of its
-- own: one home for both rules, read by the document side (museum_with_variants) and the query side
-- (museum_lexeme_variants) alike. The vectors are the same, word for word (the migration's test
-- compares them with the old functions'); stored vectors stay as they are. Measured on PGlite: 20 000
-- generated details 2.9 → 2.3 s, 500 imported guns with their triggers 116 → 90 ms (ADR 094).
--
-- Each word of `words` (each between spaces: ' w1  w2 ') twice: as the fleeting-vowel rule gives it
-- («замок» → «замк») and as the surname rule does («соколов» → «сокол»); a word a rule does not
-- change comes back as it is.
CREATE OR REPLACE FUNCTION museum_word_forms(words text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(string_to_array(
    regexp_replace(words, ' (\S{3,})[оеё]([кцнл]ь?) ', ' \1\2 ', 'g') ||
    regexp_replace(words, ' (\S{3,})(?:ов|ев|им) ', ' \1 ', 'g'), ' '), '')
$$;--> statement-breakpoint

-- A query word's variants (museum_search_query), as before: the fleeting-vowel one first.
CREATE OR REPLACE FUNCTION museum_lexeme_variants(lexeme text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(museum_word_forms(' ' || lexeme || ' '), lexeme)
$$;--> statement-breakpoint

-- A document's vector with its words' variants (unweighted, without positions); the unchanged forms
-- are the vector's own words and add nothing. PL/pgSQL keeps its plan for the session.
CREATE OR REPLACE FUNCTION museum_with_variants(vector tsvector) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN vector || array_to_tsvector(museum_word_forms(' ' || array_to_string(tsvector_to_array(vector), '  ') || ' '));
END
$$;--> statement-breakpoint

-- Its rule is museum_word_forms' now.
DROP FUNCTION museum_fleeting_variant(text);
