CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_confirmation_created_idx" ON "orders" USING btree ("confirmation_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total_order");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_name_search_idx" ON "orders" USING gin (parashop_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_search_idx" ON "orders" USING gin (lower("order_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_search_idx" ON "orders" USING gin (regexp_replace("phone_number", '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (parashop_search_text("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING gin (parashop_search_text("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_city_search_idx" ON "users" USING gin (parashop_search_text("city") gin_trgm_ops);
--> statement-breakpoint
-- Live notifications (docs/decisions/181-live-notifications.md): each new shop notification (user_id
-- null) is announced on the channel `shop_notifications` with its id, when its transaction commits,
-- whichever API process wrote it; every process LISTENs and sends it to its open streams.
CREATE OR REPLACE FUNCTION parashop_notify_shop_notification() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.user_id IS NULL THEN
    PERFORM pg_notify('shop_notifications', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_shop_notify AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION parashop_notify_shop_notification();
