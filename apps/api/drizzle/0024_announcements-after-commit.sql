-- Announcements an order makes after its commit (docs/decisions/320-orders-announce-after-commit.md).
-- PostgreSQL makes every transaction that sent a NOTIFY commit one after the other: the queue's lock is
-- taken before the commit record and held until the commit has reached the disk. Every order sent two
-- (`catalogue_stock` from products' trigger, `shop_notifications` from its new_order notification), so
-- orders waited in line for each other's disk flush, where transactions without a NOTIFY flush together
-- (pgbench's TPC-B run with one NOTIFY per transaction: 230 tps against 520-840 without, same minutes).
--
-- A transaction that sets `parashop.announce_later` to `on` (placing an order does, set_config local to
-- its transaction) has its announcements written to `pending_announcements` instead, as part of the
-- transaction: they exist only if it commits. `parashop_relay_announcements()` sends the pending ones
-- and removes them, in a transaction of its own that does not wait for the disk (a notification is
-- never kept across a restart anyway). The API process that placed the order calls it right after the
-- commit, and every API process calls it every second, for an order whose process stopped in between.
-- The notices the triggers raise to the writing connection (PSC01, PSC02) are unchanged.
CREATE UNLOGGED TABLE "pending_announcements" (
	"channel" text NOT NULL,
	"payload" text NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parashop_announce(channel text, payload text) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF current_setting('parashop.announce_later', true) = 'on' THEN
    INSERT INTO pending_announcements (channel, payload) VALUES (channel, payload);
  ELSE
    PERFORM pg_notify(channel, payload);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parashop_relay_announcements() RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  sent integer;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  WITH taken AS (DELETE FROM pending_announcements RETURNING channel, payload)
  SELECT count(pg_notify(t.channel, t.payload)) INTO sent FROM (SELECT DISTINCT channel, payload FROM taken) t;
  RETURN sent;
END;
$$;
--> statement-breakpoint
-- The three announcing functions of migrations 0011, 0020 and 0022, unchanged but for pg_notify.
CREATE OR REPLACE FUNCTION parashop_notify_shop_notification() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.user_id IS NULL THEN
    PERFORM parashop_announce('shop_notifications', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parashop_announce_catalogue_change(changed_table text) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  xact text := pg_current_xact_id()::text;
BEGIN
  PERFORM parashop_announce('catalogue_changes', xact);
  RAISE NOTICE USING MESSAGE = 'catalogue changed: ' || changed_table, DETAIL = xact, ERRCODE = 'PSC01';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parashop_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changes text;
  changed integer;
  crossed boolean;
BEGIN
  SELECT count(*), string_agg(n.id || ':' || n.stock || ':' || n.stock_version, ',' ORDER BY n.id),
      coalesce(bool_or((n.stock > 0) <> (o.stock > 0)), false)
    INTO changed, changes, crossed
    FROM parashop_new_rows n JOIN parashop_old_rows o ON o.id = n.id
    WHERE n.stock <> o.stock;
  IF crossed OR changed > 400 OR EXISTS (
    SELECT to_jsonb(n) - 'number_click' - 'stock' - 'stock_version' - 'quarantined' - 'updated_at'
      FROM parashop_new_rows n
    EXCEPT
    SELECT to_jsonb(o) - 'number_click' - 'stock' - 'stock_version' - 'quarantined' - 'updated_at'
      FROM parashop_old_rows o
  ) THEN
    PERFORM parashop_announce_catalogue_change(TG_TABLE_NAME);
  END IF;
  IF changed > 0 AND changed <= 400 THEN
    PERFORM parashop_announce('catalogue_stock', changes);
    RAISE NOTICE USING MESSAGE = 'stock changed: products', DETAIL = changes, ERRCODE = 'PSC02';
  END IF;
  RETURN NULL;
END;
$$;
