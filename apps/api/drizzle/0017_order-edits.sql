-- Order edits (docs/decisions/260-order-edits.md): a version number on every order, raised by the
-- database on each change of what staff see of it (status, calls, deliveries, customer, totals), so an
-- edit sent with the version staff read is refused when anything changed since; and the history of the
-- edits. The placing transaction's own bookkeeping (client keys, delivery code) leaves it at 1.
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parashop_order_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_version BEFORE UPDATE ON "orders"
  FOR EACH ROW
  WHEN ((OLD.status, OLD.confirmation_status, OLD.confirmation_attempts, OLD.call_back_at, OLD.name,
         OLD.phone_number, OLD.address, OLD.city, OLD.delivery_area_id, OLD.subtotal, OLD.delivery_fee,
         OLD.delivery_discount, OLD.total_order, OLD.failed_attempts, OLD.needs_staff, OLD.postponed_to,
         OLD.invoice_number)
        IS DISTINCT FROM
        (NEW.status, NEW.confirmation_status, NEW.confirmation_attempts, NEW.call_back_at, NEW.name,
         NEW.phone_number, NEW.address, NEW.city, NEW.delivery_area_id, NEW.subtotal, NEW.delivery_fee,
         NEW.delivery_discount, NEW.total_order, NEW.failed_attempts, NEW.needs_staff, NEW.postponed_to,
         NEW.invoice_number))
  EXECUTE FUNCTION parashop_order_version();
--> statement-breakpoint
CREATE TABLE "order_edits" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL,
  "version" integer NOT NULL,
  "staff_user_id" integer,
  "staff_name" text,
  "changes" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_edits_order_idx" ON "order_edits" USING btree ("order_id","id");
