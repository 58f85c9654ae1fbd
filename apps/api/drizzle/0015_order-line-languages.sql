-- Order lines keep the French and Arabic names they had when ordered, and an order the language it was
-- placed in (decision 207): every screen, message and slip shows the reader's language, and the
-- confirmation message follows the customer's. Orders placed before keep null names (the main name
-- shows) and French, the shop's default language.
ALTER TABLE "order_items" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('en', 'fr', 'ar'));