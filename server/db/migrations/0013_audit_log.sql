CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_kind" text NOT NULL,
	"via" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" in ('user', 'system'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
-- One audit row per row changed by an administrator, door staff or the system (docs/architecture.md §12).
-- The actor is the transaction's: server/db/audit.ts sets `tadhkira.audit_kind` ('user' or 'system'),
-- `tadhkira.audit_actor` (a user id or '') and `tadhkira.audit_via` (the call or job) with set_config(…,
-- true), so the setting ends with the transaction. Without it (a buyer's own checkout, a user editing
-- their profile) the triggers' WHEN skips the row before the function is even called.
-- Arguments: the entity name, the column holding its id, for a link table the linked thing's name (the
-- action becomes add_<name> / remove_<name>), then columns never recorded (secrets, counters).
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entity text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  link text := TG_ARGV[2];
  skipped text[] := TG_ARGV[3:TG_NARGS - 1] || ARRAY['created_at', 'updated_at'];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  diff jsonb;
BEGIN
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_object('from', coalesce(old_row -> k, 'null'), 'to', coalesce(new_row -> k, 'null'))), '{}')
    INTO diff
    FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k
    WHERE k <> id_column AND NOT (k = ANY (skipped))
      AND coalesce(old_row -> k, 'null') IS DISTINCT FROM coalesce(new_row -> k, 'null');
  IF TG_OP = 'UPDATE' AND diff = '{}' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "audit_log" ("actor_id", "actor_kind", "via", "action", "entity", "entity_id", "changes")
  VALUES (
    nullif(current_setting('tadhkira.audit_actor', true), '')::integer,
    current_setting('tadhkira.audit_kind', true),
    coalesce(current_setting('tadhkira.audit_via', true), ''),
    CASE
      WHEN link <> '' AND TG_OP = 'INSERT' THEN 'add_' || link
      WHEN link <> '' THEN 'remove_' || link
      WHEN TG_OP = 'INSERT' THEN 'create'
      WHEN TG_OP = 'UPDATE' THEN 'update'
      ELSE 'delete'
    END,
    entity,
    (coalesce(new_row, old_row) ->> id_column)::integer,
    diff
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('event', 'id', '', 'search_text', 'min_price', 'tickets_sold');--> statement-breakpoint
CREATE TRIGGER "event_categories_audit" AFTER INSERT OR DELETE ON "event_categories" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('event', 'event_id', 'category');--> statement-breakpoint
CREATE TRIGGER "event_badges_audit" AFTER INSERT OR DELETE ON "event_badges" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('event', 'event_id', 'badge');--> statement-breakpoint
CREATE TRIGGER "tickets_audit" AFTER INSERT OR UPDATE OR DELETE ON "tickets" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('ticket_type', 'id', '', 'sold', 'held');--> statement-breakpoint
CREATE TRIGGER "categories_audit" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('category', 'id', '');--> statement-breakpoint
CREATE TRIGGER "badges_audit" AFTER INSERT OR UPDATE OR DELETE ON "badges" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('badge', 'id', '');--> statement-breakpoint
CREATE TRIGGER "rewards_audit" AFTER INSERT OR UPDATE OR DELETE ON "rewards" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('reward', 'id', '');--> statement-breakpoint
CREATE TRIGGER "hero_media_audit" AFTER INSERT OR UPDATE OR DELETE ON "hero_media" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('media', 'id', '');--> statement-breakpoint
CREATE TRIGGER "slider_images_audit" AFTER INSERT OR UPDATE OR DELETE ON "slider_images" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('media', 'id', '');--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('user', 'id', '', 'password_hash', 'coins_at');--> statement-breakpoint
CREATE TRIGGER "bookings_audit" AFTER INSERT OR UPDATE OR DELETE ON "bookings" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('booking', 'id', '', 'code');--> statement-breakpoint
CREATE TRIGGER "invoices_audit" AFTER INSERT OR UPDATE OR DELETE ON "invoices" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('invoice', 'id', '', 'idempotency_key');--> statement-breakpoint
CREATE TRIGGER "redemptions_audit" AFTER INSERT OR UPDATE OR DELETE ON "redemptions" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('redemption', 'id', '', 'code');--> statement-breakpoint
CREATE TRIGGER "payments_audit" AFTER INSERT OR UPDATE OR DELETE ON "payments" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('payment', 'id', '');--> statement-breakpoint
CREATE TRIGGER "refunds_audit" AFTER INSERT OR UPDATE OR DELETE ON "refunds" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('refund', 'id', '', 'attempts', 'last_error', 'next_attempt_at');--> statement-breakpoint
CREATE TRIGGER "ticket_usages_audit" AFTER INSERT ON "ticket_usages" FOR EACH ROW
  WHEN (NEW."conflict" AND current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('scan_conflict', 'id', '', 'code');
