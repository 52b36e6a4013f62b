DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id") WHERE "audit_log"."actor_id" is not null;--> statement-breakpoint
-- A user's coin balance moves with every purchase, use and redemption; each move is already a row of the coin
-- ledger (coin_transactions, with its reason), so the audit log does not repeat it (docs/architecture.md §12).
DROP TRIGGER "users_audit" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('user', 'id', '', 'password_hash', 'coins_at', 'coins');
