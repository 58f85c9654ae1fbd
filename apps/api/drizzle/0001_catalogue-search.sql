-- Catalogue search (GET /api/catalogue): accent- and case-insensitive, typo-tolerant matching on
-- product, category and brand names in French, English and Arabic. Both extensions are "trusted" since
-- PostgreSQL 13 and ship with PGlite (passed to its constructor in src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- The text the search compares: accents removed (unaccent, with its dictionary named so the function
-- can be IMMUTABLE), Arabic letter variants folded (alef forms to bare alef, alef maqsura to ya, ta
-- marbuta to ha) and Arabic diacritics and tatweel dropped (translate deletes characters that have no
-- counterpart), then lower-cased.
CREATE OR REPLACE FUNCTION parashop_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(translate(public.unaccent('public.unaccent'::regdictionary, value), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه')) $$;
