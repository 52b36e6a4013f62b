ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "coins_reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "coins_unrecovered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_cancelled_at_idx" ON "bookings" USING btree ("cancelled_at") WHERE "bookings"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "coin_transactions_created_at_idx" ON "coin_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_check" CHECK ("bookings"."refunded" >= 0 and "bookings"."coins_reversed" >= 0 and "bookings"."coins_unrecovered" >= 0
        and ("bookings"."status" = 'cancelled' or ("bookings"."refunded" = 0 and "bookings"."coins_reversed" = 0 and "bookings"."coins_unrecovered" = 0 and "bookings"."cancel_reason" is null)));