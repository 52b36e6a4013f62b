CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"payment_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_session_id_unique" UNIQUE("provider","session_id"),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('test', 'thawani')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('open', 'paid', 'cancelled', 'expired')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"booking_id" integer,
	"payment_row_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"payment_id" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_sessions_status_check" CHECK ("test_checkout_sessions"."status" in ('unpaid', 'paid', 'cancelled')),
	CONSTRAINT "test_checkout_sessions_refunded_check" CHECK ("test_checkout_sessions"."refunded" >= 0 and "test_checkout_sessions"."refunded" <= "test_checkout_sessions"."amount")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "checkout_hold_minutes" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_row_id_payments_id_fk" FOREIGN KEY ("payment_row_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_id_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_invoice" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" = 'open';--> statement-breakpoint
CREATE INDEX "refunds_invoice_id_idx" ON "refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" <> 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_id_unique" ON "refunds" USING btree ("booking_id") WHERE "refunds"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_whole_payment_unique" ON "refunds" USING btree ("payment_row_id") WHERE "refunds"."booking_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_pending_ticket_id_hold_until_idx" ON "bookings" USING btree ("ticket_id","hold_until") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_pending_hold_until_idx" ON "bookings" USING btree ("hold_until") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_pending_expires_at_idx" ON "invoices" USING btree ("expires_at") WHERE "invoices"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_code_check" CHECK (("bookings"."code" is null) = ("bookings"."status" in ('pending', 'lapsed')));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_until_check" CHECK ("bookings"."status" <> 'pending' or "bookings"."hold_until" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'active', 'cancelled', 'lapsed'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_checkout_hold_minutes_check" CHECK ("events"."checkout_hold_minutes" between 5 and 60);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'pending', 'expired', 'cancelled', 'refunded'));--> statement-breakpoint
-- Invoices paid before the checkout existed were paid when made.
UPDATE "invoices" SET "paid_at" = "created_at" WHERE "status" IN ('paid', 'refunded');
