-- Couriers (docs/decisions/270-couriers.md): the courier's districts (cached, refreshed daily); one
-- parcel row per attempt to send an order, reserved as `sending` before the courier is called (the
-- partial unique index keeps at most one live parcel per order); the courier's status events, each kept
-- once under its key; and the courier's remittance lines for the cash reconciliation. Money in centimes.
CREATE TABLE "courier_districts" (
	"courier" text NOT NULL,
	"district_id" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"city" text NOT NULL,
	"price" integer NOT NULL,
	"delay" text,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courier_districts_pk" PRIMARY KEY("courier","district_id"),
	CONSTRAINT "courier_districts_price_check" CHECK ("courier_districts"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'sending' NOT NULL,
	"district_id" text NOT NULL,
	"district_name" text NOT NULL,
	"city" text NOT NULL,
	"amount" integer NOT NULL,
	"quoted_fee" integer NOT NULL,
	"code" text,
	"fee" integer,
	"label_url" text,
	"raw_status" text,
	"delivery_state" text DEFAULT 'waiting' NOT NULL,
	"failure_reason" text,
	"unknown_status" boolean DEFAULT false NOT NULL,
	"last_event_at" timestamp with time zone,
	"last_error" text,
	"attempt_until" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"received_back_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_parcels_state_check" CHECK ("courier_parcels"."state" in ('sending', 'sent', 'refused')),
	CONSTRAINT "courier_parcels_delivery_state_check" CHECK ("courier_parcels"."delivery_state" in ('waiting', 'out', 'delivered', 'failed', 'postponed', 'cancelled', 'returned')),
	CONSTRAINT "courier_parcels_amounts_check" CHECK ("courier_parcels"."amount" >= 0 and "courier_parcels"."quoted_fee" >= 0 and coalesce("courier_parcels"."fee", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_parcel_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"raw_status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"applied" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_parcel_events_source_check" CHECK ("courier_parcel_events"."source" in ('poll', 'webhook', 'send'))
);
--> statement-breakpoint
CREATE TABLE "courier_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"code" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"paid_on" date,
	"entered_by" integer,
	"entered_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_remittances_amounts_check" CHECK ("courier_remittances"."amount" >= 0 and "courier_remittances"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "courier_parcels" ADD CONSTRAINT "courier_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_parcels" ADD CONSTRAINT "courier_parcels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_parcel_events" ADD CONSTRAINT "courier_parcel_events_parcel_id_courier_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."courier_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_remittances" ADD CONSTRAINT "courier_remittances_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_parcels_reference_unique" ON "courier_parcels" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_parcels_code_unique" ON "courier_parcels" USING btree ("courier","code");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_parcels_live_order_unique" ON "courier_parcels" USING btree ("order_id") WHERE state in ('sending', 'sent');--> statement-breakpoint
CREATE INDEX "courier_parcels_sync_idx" ON "courier_parcels" USING btree ("synced_at") WHERE state = 'sent' and delivery_state not in ('delivered', 'returned', 'cancelled');--> statement-breakpoint
CREATE INDEX "courier_parcels_created_idx" ON "courier_parcels" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_parcel_events_key_unique" ON "courier_parcel_events" USING btree ("parcel_id","event_key");--> statement-breakpoint
CREATE INDEX "courier_parcel_events_parcel_idx" ON "courier_parcel_events" USING btree ("parcel_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_remittances_code_unique" ON "courier_remittances" USING btree ("courier","code");
