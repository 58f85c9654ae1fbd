CREATE TABLE "order_item_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"lot_id" integer,
	"product_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_item_lots_quantity_check" CHECK ("order_item_lots"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"expiring_notified_at" timestamp with time zone,
	"expired_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_lots_quantity_check" CHECK ("product_lots"."quantity" >= 0),
	CONSTRAINT "product_lots_number_check" CHECK (char_length("product_lots"."lot_number") between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_lot_id_product_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."product_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_lots_item_idx" ON "order_item_lots" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_lots_lot_idx" ON "order_item_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_lots_product_number_unique" ON "product_lots" USING btree ("product_id","lot_number");--> statement-breakpoint
CREATE INDEX "product_lots_product_expiry_idx" ON "product_lots" USING btree ("product_id","expiry_date");--> statement-breakpoint
CREATE INDEX "product_lots_expiry_idx" ON "product_lots" USING btree ("expiry_date");