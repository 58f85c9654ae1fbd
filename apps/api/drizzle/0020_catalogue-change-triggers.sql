-- Catalogue changes announce themselves (docs/decisions/280-catalogue-changes-announce-themselves.md).
-- Every statement that changes what the catalogue reads and the storefront's pages show (products,
-- offers, categories, brands, packs, pack contents, the shop's settings) announces it twice, with the
-- writing transaction's id:
-- - NOTIFY on `catalogue_changes` (payload: the transaction id, so once per transaction), when the
--   transaction commits, to every process listening (each drops its catalogue cache and kept pages);
-- - a NOTICE of SQLSTATE PSC01 (detail: the transaction id) to the connection that wrote, as the
--   statement runs, so the writing process knows at once (its own LISTEN connection hears the NOTIFY
--   a moment after the commit, and knows it by the id).
-- An UPDATE of products or packs that changed nothing but `number_click` (a click) is not a change.
CREATE OR REPLACE FUNCTION parashop_announce_catalogue_change(changed_table text) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  xact text := pg_current_xact_id()::text;
BEGIN
  PERFORM pg_notify('catalogue_changes', xact);
  RAISE NOTICE USING MESSAGE = 'catalogue changed: ' || changed_table, DETAIL = xact, ERRCODE = 'PSC01';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parashop_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM parashop_announce_catalogue_change(TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parashop_catalogue_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (
    SELECT to_jsonb(changed) - 'number_click' FROM parashop_new_rows changed
    EXCEPT
    SELECT to_jsonb(previous) - 'number_click' FROM parashop_old_rows previous
  ) THEN
    PERFORM parashop_announce_catalogue_change(TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER offers_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER companies_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER pack_products_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pack_products
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER shop_settings_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_change AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS parashop_old_rows NEW TABLE AS parashop_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_updated();
--> statement-breakpoint
CREATE TRIGGER packs_catalogue_change AFTER INSERT OR DELETE OR TRUNCATE ON packs
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER packs_catalogue_update AFTER UPDATE ON packs
  REFERENCING OLD TABLE AS parashop_old_rows NEW TABLE AS parashop_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parashop_catalogue_updated();
