-- Returns after delivery (docs/decisions/265-order-returns.md): a return of some units of some lines of a
-- delivered order, each line with its reason; its credit note number (AV-YYYY-NNNNNN, counted per year
-- like invoice numbers, without gaps); how the refund was paid back; the exchange order it sent out.
-- Units back from a damaged or expired return are quarantined (counted on their lot, or on the product
-- when it has no lots), never sold. The order keeps the units returned so far.
CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_counters_last_number_check" CHECK ("credit_note_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"credit_note_number" text NOT NULL,
	"refund_method" text NOT NULL,
	"lines_amount" numeric(10, 2) NOT NULL,
	"delivery_refund" numeric(10, 2) DEFAULT '0' NOT NULL,
	"refund_total" numeric(10, 2) NOT NULL,
	"exchange_order_id" integer,
	"exchange_difference" numeric(10, 2),
	"note" text,
	"staff_user_id" integer,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_refund_method_check" CHECK ("order_returns"."refund_method" in ('cash', 'rider', 'store_credit')),
	CONSTRAINT "order_returns_amounts_check" CHECK ("order_returns"."lines_amount" >= 0 and "order_returns"."delivery_refund" >= 0 and "order_returns"."refund_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"product_id" integer,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"quarantined" boolean NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_return_lines_quantity_check" CHECK ("order_return_lines"."quantity" > 0),
	CONSTRAINT "order_return_lines_reason_check" CHECK ("order_return_lines"."reason" in ('damaged', 'wrong_item', 'changed_mind', 'expired', 'other'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_returned_units_check" CHECK ("orders"."returned_units" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quarantined" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quarantined_check" CHECK ("products"."quarantined" >= 0);--> statement-breakpoint
ALTER TABLE "product_lots" ADD COLUMN "quarantined" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_quarantined_check" CHECK ("product_lots"."quarantined" >= 0);--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_credit_note_unique" ON "order_returns" USING btree ("credit_note_number");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_created_idx" ON "order_returns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_item_idx" ON "order_return_lines" USING btree ("order_item_id");
