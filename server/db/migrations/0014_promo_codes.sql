CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"event_id" integer,
	"ticket_ids" integer[],
	"max_uses" integer,
	"max_uses_per_user" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and "promo_codes"."code" ~ '^[A-Z0-9_-]{3,32}$'),
	CONSTRAINT "promo_codes_value_check" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."value" between 1 and 100) or ("promo_codes"."kind" = 'fixed' and "promo_codes"."value" > 0)),
	CONSTRAINT "promo_codes_limits_check" CHECK (coalesce("promo_codes"."max_uses", 1) >= 1 and coalesce("promo_codes"."max_uses_per_user", 1) >= 1 and "promo_codes"."used" >= 0),
	CONSTRAINT "promo_codes_window_check" CHECK ("promo_codes"."ends_at" > "promo_codes"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_total_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_promo_code_id_user_id_idx" ON "bookings" USING btree ("promo_code_id","user_id") WHERE "bookings"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_discount_check" CHECK ("invoices"."discount" >= 0 and "invoices"."discount" <= "invoices"."subtotal" and ("invoices"."discount" = 0 or "invoices"."promo_code_id" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_total_check" CHECK ("invoices"."total" = "invoices"."subtotal" - "invoices"."discount" + "invoices"."vat");--> statement-breakpoint
-- Tickets of pending and active bookings made with each promo code (docs/product.md §10 Promo codes), kept
-- by a trigger so every writer (a hold, a payment, a cancellation, an expiry) moves it in its own transaction.
CREATE FUNCTION "bookings_promo_used"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."promo_code_id" IS NOT NULL AND OLD."status" IN ('pending', 'active') THEN
    UPDATE "promo_codes" SET "used" = "used" - 1 WHERE "id" = OLD."promo_code_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."promo_code_id" IS NOT NULL AND NEW."status" IN ('pending', 'active') THEN
    UPDATE "promo_codes" SET "used" = "used" + 1 WHERE "id" = NEW."promo_code_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_promo_used_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW."promo_code_id" IS NOT NULL) EXECUTE FUNCTION "bookings_promo_used"();--> statement-breakpoint
CREATE TRIGGER "bookings_promo_used_update" AFTER UPDATE OF "status", "promo_code_id" ON "bookings"
  FOR EACH ROW WHEN ((OLD."promo_code_id" IS NOT NULL OR NEW."promo_code_id" IS NOT NULL)
    AND ((OLD."status" IN ('pending', 'active')) <> (NEW."status" IN ('pending', 'active')) OR OLD."promo_code_id" IS DISTINCT FROM NEW."promo_code_id"))
  EXECUTE FUNCTION "bookings_promo_used"();--> statement-breakpoint
CREATE TRIGGER "bookings_promo_used_delete" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD."promo_code_id" IS NOT NULL) EXECUTE FUNCTION "bookings_promo_used"();--> statement-breakpoint
-- Promo codes are in the audit log like the rest of the catalogue (docs/architecture.md §12).
CREATE TRIGGER "promo_codes_audit" AFTER INSERT OR UPDATE OR DELETE ON "promo_codes" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('promo_code', 'id', '', 'used');
