-- The units unconfirmed orders hold of each product (docs/decisions/300-held-units-kept-by-the-database.md),
-- which the stock guard (decision 200) reads for every order. An order holds while it is pending, its
-- confirmation still open (unconfirmed, no_answer, call_back) and its units not deferred; what it holds
-- is its lines' components times their quantities. `order_held_units` keeps what each holding order
-- was counted for, `product_held_units` the sums per product.
CREATE TABLE "order_held_units" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "order_held_units_pk" PRIMARY KEY ("order_id", "product_id")
);
--> statement-breakpoint
CREATE TABLE "product_held_units" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"units" integer NOT NULL
);
--> statement-breakpoint
-- Brings the orders named to what they hold now: what they hold is worked out again from the orders
-- and their lines as they are at this point of the transaction, compared with what they were counted
-- for, and only the difference is added to the products' sums. Whatever a statement changed (lines
-- added, edited or removed, a status, a deferral, a deletion, several at once in one statement), the
-- sums end up right, because nothing is added or taken by guesswork about what changed.
-- The orders' rows are locked first (every writer of an order's lines already holds its row), so two
-- transactions never count one order at the same time; the products' sums are changed in ascending
-- product id, the order in which every writer locks products, so two writers never wait in a circle.
CREATE OR REPLACE FUNCTION parashop_hold_units(changed integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM 1 FROM orders WHERE id = ANY(changed) ORDER BY id FOR UPDATE;
  -- One statement (its parts see the tables as they were before it): what the orders hold now, what
  -- they were counted for, their rows brought to the former, the sums moved by the difference.
  WITH now_held AS (
    SELECT i.order_id, (c ->> 'product_id')::int AS product_id,
      sum((c ->> 'quantity')::int * i.quantity)::int AS units
    FROM orders o
    JOIN order_items i ON i.order_id = o.id
    CROSS JOIN LATERAL jsonb_array_elements(i.components) AS c
    WHERE o.id = ANY(changed) AND o.status = 'pending'
      AND o.confirmation_status IN ('unconfirmed', 'no_answer', 'call_back') AND NOT o.stock_deferred
    GROUP BY i.order_id, (c ->> 'product_id')::int
  ),
  was AS (
    SELECT w.order_id, w.product_id, w.units FROM order_held_units w WHERE w.order_id = ANY(changed)
  ),
  gone AS (
    DELETE FROM order_held_units w
    WHERE w.order_id = ANY(changed)
      AND NOT EXISTS (SELECT 1 FROM now_held n WHERE n.order_id = w.order_id AND n.product_id = w.product_id)
  ),
  kept AS (
    INSERT INTO order_held_units AS w (order_id, product_id, units)
    SELECT n.order_id, n.product_id, n.units FROM now_held n
    ON CONFLICT (order_id, product_id) DO UPDATE SET units = excluded.units
    WHERE w.units <> excluded.units
  )
  INSERT INTO product_held_units AS p (product_id, units)
  SELECT d.product_id, sum(d.units)::int
  FROM (
    SELECT n.product_id, n.units FROM now_held n
    UNION ALL
    SELECT w.product_id, -w.units FROM was w
  ) d
  GROUP BY d.product_id
  HAVING sum(d.units) <> 0
  ORDER BY d.product_id
  ON CONFLICT (product_id) DO UPDATE SET units = p.units + excluded.units;
END;
$$;
--> statement-breakpoint
-- Lines added, edited or removed (a removed order's lines too: its order is gone, so it holds nothing).
CREATE OR REPLACE FUNCTION parashop_hold_units_of_lines() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT order_id) INTO changed FROM new_lines;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT order_id) INTO changed FROM old_lines;
  ELSE
    SELECT array_agg(DISTINCT order_id) INTO changed
    FROM (SELECT order_id FROM new_lines UNION ALL SELECT order_id FROM old_lines) AS l;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM parashop_hold_units(changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Orders whose holding changed (status, confirmation, deferral) or that were removed. An order
-- written with its lines in one statement is counted by the lines' trigger.
CREATE OR REPLACE FUNCTION parashop_hold_units_of_orders() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.id) INTO changed
    FROM old_orders o WHERE EXISTS (SELECT 1 FROM order_held_units w WHERE w.order_id = o.id);
  ELSE
    SELECT array_agg(n.id) INTO changed
    FROM new_orders n JOIN old_orders o ON o.id = n.id
    WHERE (n.status, n.confirmation_status, n.stock_deferred)
      IS DISTINCT FROM (o.status, o.confirmation_status, o.stock_deferred);
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM parashop_hold_units(changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_hold_inserts AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_hold_units_of_lines();
--> statement-breakpoint
CREATE TRIGGER order_items_hold_updates AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_hold_units_of_lines();
--> statement-breakpoint
CREATE TRIGGER order_items_hold_deletes AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_hold_units_of_lines();
--> statement-breakpoint
CREATE TRIGGER orders_hold_updates AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_hold_units_of_orders();
--> statement-breakpoint
CREATE TRIGGER orders_hold_deletes AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_hold_units_of_orders();
--> statement-breakpoint
-- TRUNCATE removes orders and lines without the triggers above: nothing is held any more.
CREATE OR REPLACE FUNCTION parashop_reset_held_units() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM order_held_units;
  DELETE FROM product_held_units;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_hold_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_reset_held_units();
--> statement-breakpoint
CREATE TRIGGER order_items_hold_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_reset_held_units();
--> statement-breakpoint
-- What the orders already placed hold. No order or line is written between this count and the
-- triggers' creation above taking effect: the locks are held to the migration's commit.
LOCK TABLE "orders", "order_items" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT parashop_hold_units(coalesce(array_agg(id), '{}')) FROM orders
WHERE status = 'pending' AND confirmation_status IN ('unconfirmed', 'no_answer', 'call_back') AND NOT stock_deferred;
