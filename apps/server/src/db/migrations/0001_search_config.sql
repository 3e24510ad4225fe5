-- Russian full-text search: accents and ё folded (unaccent), then the Russian stemmer.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ru (COPY = russian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION ru ALTER MAPPING FOR hword, hword_part, word WITH unaccent, russian_stem;
