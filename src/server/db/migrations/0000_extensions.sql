-- Accent-insensitive full-text search and reference look-ups (issue 2: full-text search).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE; a generated column needs an IMMUTABLE wrapper with a fixed dictionary.
CREATE OR REPLACE FUNCTION public.mizan_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
