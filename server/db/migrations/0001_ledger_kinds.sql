ALTER TABLE "coin_transactions" DROP CONSTRAINT "coin_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "coin_transactions" DROP CONSTRAINT "coin_transactions_kind_shape_check";--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD COLUMN "reward_id" integer;--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD CONSTRAINT "coin_transactions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD CONSTRAINT "coin_transactions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing rows keep their meaning: each sentence becomes a kind and its parameters before the
-- sentence column goes. The event of a purchase comes from its invoice's bookings (or its booking),
-- the event of a check-in from its booking (or the scan), the reward of a redemption from the redemption.
UPDATE "coin_transactions" AS ct SET "event_id" = coalesce(
  (SELECT min(b."event_id") FROM "bookings" AS b WHERE b."invoice_id" = ct."invoice_id"),
  (SELECT b."event_id" FROM "bookings" AS b WHERE b."id" = ct."booking_id"))
WHERE ct."kind" IN ('purchase', 'adjustment');--> statement-breakpoint
UPDATE "coin_transactions" AS ct SET "event_id" = coalesce(
  (SELECT b."event_id" FROM "bookings" AS b WHERE b."id" = ct."booking_id"),
  (SELECT u."event_id" FROM "ticket_usages" AS u WHERE u."id" = ct."usage_id"))
WHERE ct."kind" = 'usage';--> statement-breakpoint
UPDATE "coin_transactions" AS ct SET "reward_id" = r."reward_id"
FROM "redemptions" AS r
WHERE r."id" = ct."redemption_id" AND ct."kind" IN ('redemption', 'adjustment');--> statement-breakpoint
-- Purchase coins taken back for a cancelled booking were written as an adjustment "Booking cancelled: …".
UPDATE "coin_transactions" SET "kind" = 'purchase_reversal'
WHERE "kind" = 'adjustment' AND "amount" < 0 AND "event_id" IS NOT NULL AND "description" LIKE 'Booking cancelled%';--> statement-breakpoint
-- Coins given back for a cancelled redemption were an adjustment pointing at that redemption.
UPDATE "coin_transactions" SET "kind" = 'redemption_refund'
WHERE "kind" = 'adjustment' AND "amount" > 0 AND "redemption_id" IS NOT NULL AND "reward_id" IS NOT NULL;--> statement-breakpoint
UPDATE "coin_transactions" SET "kind" = 'bonus'
WHERE "kind" = 'adjustment' AND "amount" > 0 AND "description" = 'Welcome bonus';--> statement-breakpoint
-- What cannot be told apart stays an operator's adjustment, its old sentence kept as the note.
UPDATE "coin_transactions" SET "kind" = 'adjustment'
WHERE ("kind" IN ('purchase', 'usage') AND "event_id" IS NULL) OR ("kind" = 'redemption' AND "reward_id" IS NULL);--> statement-breakpoint
UPDATE "coin_transactions" SET "note" = "description" WHERE "kind" = 'adjustment';--> statement-breakpoint
UPDATE "coin_transactions" SET "event_id" = NULL WHERE "kind" NOT IN ('purchase', 'usage', 'purchase_reversal');--> statement-breakpoint
UPDATE "coin_transactions" SET "reward_id" = NULL WHERE "kind" NOT IN ('redemption', 'redemption_refund');--> statement-breakpoint
ALTER TABLE "coin_transactions" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD CONSTRAINT "coin_transactions_kind_check" CHECK ("coin_transactions"."kind" in ('purchase', 'usage', 'redemption', 'purchase_reversal', 'redemption_refund', 'bonus', 'adjustment'));--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD CONSTRAINT "coin_transactions_kind_shape_check" CHECK (("coin_transactions"."kind" <> 'purchase' or ("coin_transactions"."amount" > 0 and "coin_transactions"."event_id" is not null))
        and ("coin_transactions"."kind" <> 'usage' or ("coin_transactions"."amount" > 0 and "coin_transactions"."usage_id" is not null and "coin_transactions"."event_id" is not null))
        and ("coin_transactions"."kind" <> 'purchase_reversal' or ("coin_transactions"."amount" < 0 and "coin_transactions"."event_id" is not null))
        and ("coin_transactions"."kind" <> 'redemption' or ("coin_transactions"."amount" < 0 and "coin_transactions"."redemption_id" is not null and "coin_transactions"."reward_id" is not null))
        and ("coin_transactions"."kind" <> 'redemption_refund' or ("coin_transactions"."amount" > 0 and "coin_transactions"."reward_id" is not null))
        and ("coin_transactions"."kind" <> 'bonus' or "coin_transactions"."amount" > 0));