-- Riders, delivery runs and cash (docs/decisions/240-riders-runs-and-cash.md): a third role, rider
-- (phone sign-in, disabled by staff; e-mail optional for riders only); runs of stops, where the unique
-- partial index keeps an order on at most one open stop; the outcome keys that make a phone's repeat
-- apply once; the riders' cash days and their history; on orders the delivery code, the failed
-- attempts, the flag for staff and the day a postponed order goes out again; the shop setting that asks
-- for delivery codes; and the details of a delivery notification.
CREATE TABLE "delivery_outcome_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"stop_id" integer NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_over_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_runs_status_check" CHECK ("delivery_runs"."status" in ('draft', 'handed_over', 'started', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "delivery_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'assigned' NOT NULL,
	"collected" numeric(10, 2),
	"amount_reason" text,
	"reason" text,
	"note" text,
	"postponed_to" date,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"outcome_at" timestamp with time zone,
	"outcome_by" integer,
	"outcome_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_stops_state_check" CHECK ("delivery_stops"."state" in ('assigned', 'out', 'delivered', 'failed', 'postponed')),
	CONSTRAINT "delivery_stops_reason_check" CHECK ("delivery_stops"."reason" is null or "delivery_stops"."reason" in ('no_answer', 'refused_at_door', 'wrong_address', 'customer_absent', 'other')),
	CONSTRAINT "delivery_stops_collected_check" CHECK ("delivery_stops"."collected" is null or "delivery_stops"."collected" >= 0),
	CONSTRAINT "delivery_stops_code_tries_check" CHECK ("delivery_stops"."code_tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rider_cash_days" (
	"rider_id" integer NOT NULL,
	"date" date NOT NULL,
	"declared" numeric(10, 2),
	"declared_at" timestamp with time zone,
	"counted" numeric(10, 2),
	"expected_at_close" numeric(10, 2),
	"note" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"closed_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_cash_days_rider_id_date_pk" PRIMARY KEY("rider_id","date"),
	CONSTRAINT "rider_cash_days_amounts_check" CHECK (coalesce("rider_cash_days"."declared", 0) >= 0 and coalesce("rider_cash_days"."counted", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "rider_cash_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"date" date NOT NULL,
	"what" text NOT NULL,
	"by_user_id" integer,
	"by_name" text NOT NULL,
	"declared" numeric(10, 2),
	"counted" numeric(10, 2),
	"expected" numeric(10, 2),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_cash_events_what_check" CHECK ("rider_cash_events"."what" in ('declared', 'closed', 'reclosed', 'changed_after_close'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_id_check";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "postponed_to" date;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "delivery_code_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_outcome_keys" ADD CONSTRAINT "delivery_outcome_keys_stop_id_delivery_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."delivery_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stops" ADD CONSTRAINT "delivery_stops_run_id_delivery_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."delivery_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stops" ADD CONSTRAINT "delivery_stops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stops" ADD CONSTRAINT "delivery_stops_outcome_by_users_id_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_days" ADD CONSTRAINT "rider_cash_days_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_days" ADD CONSTRAINT "rider_cash_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_events" ADD CONSTRAINT "rider_cash_events_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_events" ADD CONSTRAINT "rider_cash_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_runs_date_idx" ON "delivery_runs" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "delivery_runs_rider_date_idx" ON "delivery_runs" USING btree ("rider_id","date");--> statement-breakpoint
CREATE INDEX "delivery_stops_run_idx" ON "delivery_stops" USING btree ("run_id","position");--> statement-breakpoint
CREATE INDEX "delivery_stops_order_idx" ON "delivery_stops" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_stops_open_order_unique" ON "delivery_stops" USING btree ("order_id") WHERE state in ('assigned', 'out');--> statement-breakpoint
CREATE INDEX "rider_cash_days_date_idx" ON "rider_cash_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "rider_cash_events_day_idx" ON "rider_cash_events" USING btree ("rider_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_code_check" CHECK ("orders"."delivery_code" is null or "orders"."delivery_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_failed_attempts_check" CHECK ("orders"."failed_attempts" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_check" CHECK ("users"."email" is not null or "users"."role_id" = 3);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_check" CHECK ("users"."phone" is null or "users"."phone" ~ '^0[5-7][0-9]{8}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_check" CHECK ("users"."role_id" in (1, 2, 3));