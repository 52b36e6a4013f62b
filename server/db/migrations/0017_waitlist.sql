CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"invoice_id" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'converted', 'expired', 'left')),
	CONSTRAINT "waitlist_entries_quantity_check" CHECK ("waitlist_entries"."quantity" between 1 and 20),
	CONSTRAINT "waitlist_entries_offer_check" CHECK ("waitlist_entries"."status" <> 'offered' or ("waitlist_entries"."invoice_id" is not null and "waitlist_entries"."offer_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_unique" ON "waitlist_entries" USING btree ("ticket_id","user_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("ticket_id","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_invoice_id_idx" ON "waitlist_entries" USING btree ("invoice_id") WHERE "waitlist_entries"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_id_idx" ON "waitlist_entries" USING btree ("user_id","ticket_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_waiting_check" CHECK ("tickets"."waiting" >= 0);--> statement-breakpoint
-- Seats asked for by waiting entries per ticket type (docs/architecture.md §11 Waitlist), kept by a trigger so
-- every writer (a join, a leave, an offer, an administrator's removal) moves it in its own transaction. While it
-- is 0 a public hold keeps its one-statement path; a change of it bumps the catalogue version through the ticket
-- row's own trigger, so public reads show the seats reserved for the line at once.
CREATE FUNCTION "waitlist_entries_ticket_waiting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'waiting' THEN
    UPDATE "tickets" SET "waiting" = "waiting" - OLD."quantity" WHERE "id" = OLD."ticket_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'waiting' THEN
    UPDATE "tickets" SET "waiting" = "waiting" + NEW."quantity" WHERE "id" = NEW."ticket_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_ticket_waiting_insert" AFTER INSERT ON "waitlist_entries"
  FOR EACH ROW WHEN (NEW."status" = 'waiting') EXECUTE FUNCTION "waitlist_entries_ticket_waiting"();--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_ticket_waiting_update" AFTER UPDATE OF "status", "quantity", "ticket_id" ON "waitlist_entries"
  FOR EACH ROW WHEN ((OLD."status" = 'waiting') <> (NEW."status" = 'waiting')
    OR (OLD."status" = 'waiting' AND (OLD."quantity" <> NEW."quantity" OR OLD."ticket_id" <> NEW."ticket_id")))
  EXECUTE FUNCTION "waitlist_entries_ticket_waiting"();--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_ticket_waiting_delete" AFTER DELETE ON "waitlist_entries"
  FOR EACH ROW WHEN (OLD."status" = 'waiting') EXECUTE FUNCTION "waitlist_entries_ticket_waiting"();--> statement-breakpoint
-- Seats of `free` kept for a ticket type's waiting line (docs/architecture.md §11 Waitlist): the waiting entries
-- in line order, each whose whole quantity fits in what is still free reserving it (a group is all or nothing,
-- so a later, smaller entry may fit where a group did not). STABLE: it reads with its caller's snapshot, which in
-- a hold's exact path is the statement's own, taken after the ticket row's lock.
CREATE FUNCTION "waitlist_reserved"(ticket integer, free integer) RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  left_free integer := greatest(free, 0);
  wanted integer;
BEGIN
  IF left_free = 0 THEN
    RETURN 0;
  END IF;
  FOR wanted IN SELECT w."quantity" FROM "waitlist_entries" w WHERE w."ticket_id" = ticket AND w."status" = 'waiting' ORDER BY w."id" LOOP
    IF wanted <= left_free THEN
      left_free := left_free - wanted;
      EXIT WHEN left_free = 0;
    END IF;
  END LOOP;
  RETURN greatest(free, 0) - left_free;
END;
$$;--> statement-breakpoint
-- Offers and removals made by an administrator or the waitlist worker are in the audit log (docs/architecture.md
-- §12); a user's own join and leave, like their checkout, are not.
CREATE TRIGGER "waitlist_entries_audit" AFTER INSERT OR UPDATE OR DELETE ON "waitlist_entries" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('waitlist_entry', 'id', '');--> statement-breakpoint
-- `waiting` is a counter kept by the trigger above, left out of a ticket type's audit entries like `sold` and `held`.
DROP TRIGGER "tickets_audit" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_audit" AFTER INSERT OR UPDATE OR DELETE ON "tickets" FOR EACH ROW
  WHEN (current_setting('tadhkira.audit_kind', true) <> '')
  EXECUTE FUNCTION "audit_row"('ticket_type', 'id', '', 'sold', 'held', 'waiting');
