CREATE TABLE "order_counts" (
	"orders" integer NOT NULL,
	"pending" integer NOT NULL,
	"delivered" integer NOT NULL,
	"returned" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"delivered_revenue" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
-- The orders screen's stat cards (docs/decisions/184-order-counters.md). Each statement that writes
-- orders adds one row of what it changed; the figures are the sum of the rows. No order is written
-- between the first count below and the triggers' creation: the lock is held to the migration's commit.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "order_counts" ("orders", "pending", "delivered", "returned", "cancelled", "delivered_revenue")
SELECT count(*),
  count(*) FILTER (WHERE "status" = 'pending'),
  count(*) FILTER (WHERE "status" = 'delivered'),
  count(*) FILTER (WHERE "status" = 'returned'),
  count(*) FILTER (WHERE "status" = 'cancelled'),
  coalesce(sum("total_order") FILTER (WHERE "status" = 'delivered'), 0)
FROM "orders";
--> statement-breakpoint
-- One statement's change: its new rows counted in, its old rows counted out (an INSERT has only new
-- rows, a DELETE only old ones), added as one row; a statement that changed no status or total adds
-- nothing. Rows are only inserted: two order writes never wait for each other here.
CREATE OR REPLACE FUNCTION parashop_count_orders() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change order_counts%ROWTYPE;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'delivered'),
      count(*) FILTER (WHERE status = 'returned'), count(*) FILTER (WHERE status = 'cancelled'),
      coalesce(sum(total_order) FILTER (WHERE status = 'delivered'), 0)
    INTO change FROM new_orders;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*), -count(*) FILTER (WHERE status = 'pending'), -count(*) FILTER (WHERE status = 'delivered'),
      -count(*) FILTER (WHERE status = 'returned'), -count(*) FILTER (WHERE status = 'cancelled'),
      -coalesce(sum(total_order) FILTER (WHERE status = 'delivered'), 0)
    INTO change FROM old_orders;
  ELSE
    SELECT 0, coalesce(sum(sign) FILTER (WHERE status = 'pending'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'returned'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'cancelled'), 0),
      coalesce(sum(sign * total_order) FILTER (WHERE status = 'delivered'), 0)
    INTO change
    FROM (SELECT 1 AS sign, status, total_order FROM new_orders
          UNION ALL SELECT -1, status, total_order FROM old_orders) AS changed;
  END IF;
  IF (change.orders, change.pending, change.delivered, change.returned, change.cancelled,
      change.delivered_revenue) <> (0, 0, 0, 0, 0, 0) THEN
    INSERT INTO order_counts SELECT change.*;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_inserts AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_count_orders();
--> statement-breakpoint
CREATE TRIGGER orders_count_updates AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_count_orders();
--> statement-breakpoint
CREATE TRIGGER orders_count_deletes AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_count_orders();
--> statement-breakpoint
-- TRUNCATE removes every order without these triggers: the counts go back to zero.
CREATE OR REPLACE FUNCTION parashop_reset_order_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_reset_order_counts();
