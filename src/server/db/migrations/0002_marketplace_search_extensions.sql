-- Marketplace search is case- and accent-insensitive ('doacao' finds 'Doação') and indexed with trigrams.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot feed an index or a generated
-- column. This wrapper names the dictionary schema-qualified, which makes IMMUTABLE honest enough:
-- after editing unaccent.rules, rebuild marketplace_items.search_text.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;