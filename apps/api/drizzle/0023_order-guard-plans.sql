-- What an order holds (decision 300) was worked out by scanning every open order for each order
-- placed (docs/decisions/318-order-round-trips.md): the statement named the holding statuses, so it
-- could be planned over the open orders' partial index (the confirmation queue's, by date) with the
-- ids as a filter; a plan each connection keeps from its first calls, made while the statistics said
-- the queue was empty, then read the whole queue for every order of a sale (1,419 rows for one).
-- Now the orders named are found by their ids first, and only then judged holding or not, so no
-- partial index of "holding" orders is scanned for them. Every read of the function is by key (orders
-- by id, lines and counted units by order), and a connection keeps its plans from its first calls,
-- when the tables may still be small enough for a whole scan to look cheaper: sequential scans are
-- off inside it, so a plan made on a small table does not read the whole of it once it has grown.
-- The rest is unchanged.
CREATE OR REPLACE FUNCTION parashop_hold_units(changed integer[]) RETURNS void
  LANGUAGE plpgsql
  SET enable_seqscan = off
  AS $$
BEGIN
  PERFORM 1 FROM orders WHERE id = ANY(changed) ORDER BY id FOR UPDATE;
  -- One statement (its parts see the tables as they were before it): what the orders hold now, what
  -- they were counted for, their rows brought to the former, the sums moved by the difference.
  WITH named AS MATERIALIZED (
    SELECT o.id, o.status, o.confirmation_status, o.stock_deferred FROM orders o WHERE o.id = ANY(changed)
  ),
  now_held AS (
    SELECT i.order_id, (c ->> 'product_id')::int AS product_id,
      sum((c ->> 'quantity')::int * i.quantity)::int AS units
    FROM named o
    JOIN order_items i ON i.order_id = o.id
    CROSS JOIN LATERAL jsonb_array_elements(i.components) AS c
    WHERE o.status = 'pending'
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
