-- The query builder of ADR 018 in PL/pgSQL, same body (ADR 039). A SQL function with a WITH
-- query is never inlined: every statement that names museum_search_query(<text>) ran its body
-- through a new plan while planning (0.19 ms), four to six times per search request. PL/pgSQL
-- keeps the body's plan for the session (0.05 ms a call).
CREATE OR REPLACE FUNCTION museum_search_query(input text) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN (
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
  );
END
$$;
