-- Phone numbers are unique among verified ones only (issue 12, phone squatting). The old constraint kept every
-- number unique, so existing rows hold no duplicates and the new partial index builds on any existing data.
ALTER TABLE "users" DROP CONSTRAINT "users_phone_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_verified_unique" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");