ALTER TABLE "orders" ADD COLUMN "stock_deferred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_device" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_session" text;--> statement-breakpoint
CREATE INDEX "orders_client_address_idx" ON "orders" USING btree ("client_address");--> statement-breakpoint
CREATE INDEX "orders_client_device_idx" ON "orders" USING btree ("client_device");--> statement-breakpoint
CREATE INDEX "orders_client_session_idx" ON "orders" USING btree ("client_session");