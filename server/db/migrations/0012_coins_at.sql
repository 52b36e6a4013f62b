ALTER TABLE "users" ADD COLUMN "coins_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" u SET "coins_at" = (SELECT max(c."created_at") FROM "coin_transactions" c WHERE c."user_id" = u."id");
