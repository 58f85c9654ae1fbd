CREATE TABLE "blocked_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"call_back_at" timestamp with time zone,
	"staff_user_id" integer,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_contacts_outcome_check" CHECK ("order_contacts"."outcome" in ('confirmed', 'no_answer', 'call_back', 'wrong_number', 'refused', 'duplicate', 'fake', 'timeout'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_status" text DEFAULT 'unconfirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "call_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "possible_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders placed before confirmation calls existed were handled by staff already: they count as
-- confirmed, so the timeout job never cancels them on the upgrade.
UPDATE "orders" SET "confirmation_status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "order_contacts" ADD CONSTRAINT "order_contacts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contacts" ADD CONSTRAINT "order_contacts_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_phones_phone_unique" ON "blocked_phones" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "order_contacts_order_idx" ON "order_contacts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "orders_confirmation_open_idx" ON "orders" USING btree ("created_at") WHERE status = 'pending' and confirmation_status in ('unconfirmed', 'no_answer', 'call_back');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_status_check" CHECK ("orders"."confirmation_status" in ('unconfirmed', 'confirmed', 'no_answer', 'call_back', 'unreachable', 'wrong_number', 'refused', 'duplicate', 'fake'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_attempts_check" CHECK ("orders"."confirmation_attempts" >= 0);