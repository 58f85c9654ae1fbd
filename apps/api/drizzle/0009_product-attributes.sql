ALTER TABLE "products" ADD COLUMN "skin_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "concerns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "age_group" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pregnancy_safe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_mode" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_mode_check" CHECK ("products"."sale_mode" in ('online', 'in_store_only'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_age_group_check" CHECK ("products"."age_group" is null or "products"."age_group" in ('baby', 'child', 'adult', 'all'));