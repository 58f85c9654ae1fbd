-- Stock changes announce themselves apart from the catalogue's other changes
-- (docs/decisions/305-stock-changes-patch-the-catalogue-cache.md). Every order, cancel, edit, return
-- and lot move changes `products.stock`; until now each one was a catalogue change that emptied every
-- cached catalogue answer and kept page. Now:
-- - `products.stock_version` counts a product's stock changes (a row trigger, under the row's lock), so
--   whoever hears of a stock in any order (a NOTIFY, Redis, a read) keeps only the newest;
-- - an UPDATE of products that changed nothing but the stock (and what moves with it: the update time,
--   the quarantined units, the version, a click count) announces the changed products on
--   `catalogue_stock` (payload `id:stock:version,...`, when the transaction commits) and to the
--   writing connection as a NOTICE of SQLSTATE PSC02 (detail: the same list) while the statement runs;
-- - it is still a catalogue change as well when a product crossed zero (sold out, back in stock: the
--   in-stock lists, facet counts, hero and suggestions change), when more products changed than one
--   NOTIFY may carry, or when anything else changed.
ALTER TABLE "products" ADD COLUMN "stock_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parashop_count_stock_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.stock IS DISTINCT FROM OLD.stock THEN
    NEW.stock_version := OLD.stock_version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_stock_version BEFORE UPDATE OF stock ON products
  FOR EACH ROW EXECUTE FUNCTION parashop_count_stock_change();
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
    PERFORM pg_notify('catalogue_stock', changes);
    RAISE NOTICE USING MESSAGE = 'stock changed: products', DETAIL = changes, ERRCODE = 'PSC02';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_catalogue_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS parashop_old_rows NEW TABLE AS parashop_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_products_updated();
--> statement-breakpoint
-- Lots: a product's nearest expiry (`next_expiry`, read from its lots with units left) is part of the
-- catalogue's answers. Receiving or deleting a lot, changing its expiry or product, and a lot emptied or
-- refilled are catalogue changes; a lot's quantity moving while it keeps units is not (its product's
-- stock announces that on its own).
CREATE OR REPLACE FUNCTION parashop_lots_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM parashop_new_rows n JOIN parashop_old_rows o ON o.id = n.id
      WHERE n.expiry_date <> o.expiry_date OR n.product_id <> o.product_id
        OR (n.quantity > 0) <> (o.quantity > 0)
  ) THEN
    PERFORM parashop_announce_catalogue_change(TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_lots_catalogue_change AFTER INSERT OR DELETE OR TRUNCATE ON product_lots
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_lots_catalogue_update AFTER UPDATE ON product_lots
  REFERENCING OLD TABLE AS parashop_old_rows NEW TABLE AS parashop_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_lots_updated();
