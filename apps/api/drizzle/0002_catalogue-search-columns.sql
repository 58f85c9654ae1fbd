ALTER TABLE "packs" ADD COLUMN "search_name" text GENERATED ALWAYS AS (parashop_search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (parashop_search_text(name)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);