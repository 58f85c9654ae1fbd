CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"facebook_url" text DEFAULT '' NOT NULL,
	"instagram_url" text DEFAULT '' NOT NULL,
	"ice" text DEFAULT '' NOT NULL,
	"if_number" text DEFAULT '' NOT NULL,
	"rc" text DEFAULT '' NOT NULL,
	"patente" text DEFAULT '' NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '20' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_vat_rate_check" CHECK ("shop_settings"."vat_rate" >= 0 and "shop_settings"."vat_rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_unique" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
-- The shop's settings as the storefront showed them before they became settings (packages/shared shop-settings.ts).
INSERT INTO "shop_settings" ("id", "shop_name", "address", "city", "phone", "email", "opening_hours", "latitude", "longitude", "facebook_url", "instagram_url", "vat_rate")
VALUES (1, 'Parashop', '112 avenue Mohammed V', 'Dakhla', '+212 528 89 76 45', 'contact@parashop.ma', 'Tous les jours, de 10 h à 23 h', 23.6848, -15.958, 'https://www.facebook.com/parashop.ma', 'https://www.instagram.com/parashop.ma', 20)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Orders delivered before invoice numbers existed get theirs now, in the order they were last changed,
-- per year of that change in the shop's default time zone; the counters go on from there.
WITH "numbered" AS (
	SELECT "id", "updated_at",
		extract(year FROM "updated_at" AT TIME ZONE 'Africa/Casablanca')::integer AS "year",
		row_number() OVER (PARTITION BY extract(year FROM "updated_at" AT TIME ZONE 'Africa/Casablanca') ORDER BY "updated_at", "id") AS "number"
	FROM "orders" WHERE "status" = 'delivered' AND "invoice_number" IS NULL
)
UPDATE "orders" SET "invoice_number" = "numbered"."year"::text || '-' || lpad("numbered"."number"::text, 6, '0'), "invoiced_at" = "numbered"."updated_at"
FROM "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last_number")
SELECT substr("invoice_number", 1, 4)::integer, max(substr("invoice_number", 6)::integer)
FROM "orders" WHERE "invoice_number" IS NOT NULL GROUP BY 1
ON CONFLICT ("year") DO UPDATE SET "last_number" = greatest("invoice_counters"."last_number", excluded."last_number");
