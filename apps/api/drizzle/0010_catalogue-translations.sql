-- French and Arabic names and descriptions of products, packs and categories (decision 170). The
-- catalogue search compares `search_names` (main, French and Arabic names, parashop_search_text of
-- migration 0001) with the same trigram index as `search_name`, which stays the sort key of the name sorts.
ALTER TABLE "categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "search_names" text GENERATED ALWAYS AS (parashop_search_text(name || coalesce(' ' || name_fr, '') || coalesce(' ' || name_ar, ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_names" text GENERATED ALWAYS AS (parashop_search_text(name || coalesce(' ' || name_fr, '') || coalesce(' ' || name_ar, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_names_trgm_idx" ON "products" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_translations_check" CHECK (char_length("categories"."name_fr") between 2 and 100 and char_length("categories"."name_ar") between 2 and 100);--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_translations_check" CHECK (char_length("packs"."name_fr") between 2 and 100 and char_length("packs"."name_ar") between 2 and 100 and char_length("packs"."description_fr") <= 500 and char_length("packs"."description_ar") <= 500);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_translations_check" CHECK (char_length("products"."name_fr") between 2 and 100 and char_length("products"."name_ar") between 2 and 100 and char_length("products"."description_fr") <= 500 and char_length("products"."description_ar") <= 500);