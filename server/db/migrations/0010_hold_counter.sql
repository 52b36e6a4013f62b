ALTER TABLE "tickets" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_held_check" CHECK ("tickets"."held" >= 0);--> statement-breakpoint
-- Seats in pending bookings per ticket type (docs/architecture.md §11), kept by a trigger so that every
-- writer (a hold, a payment, a cancellation, an expiry, a deletion) moves it in its own transaction.
UPDATE "tickets" t SET "held" = (SELECT count(*) FROM "bookings" b WHERE b."ticket_id" = t."id" AND b."status" = 'pending');--> statement-breakpoint
CREATE FUNCTION "bookings_ticket_held"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'pending' THEN
    UPDATE "tickets" SET "held" = "held" - 1 WHERE "id" = OLD."ticket_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'pending' THEN
    UPDATE "tickets" SET "held" = "held" + 1 WHERE "id" = NEW."ticket_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_ticket_held_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW."status" = 'pending') EXECUTE FUNCTION "bookings_ticket_held"();--> statement-breakpoint
CREATE TRIGGER "bookings_ticket_held_update" AFTER UPDATE OF "status", "ticket_id" ON "bookings"
  FOR EACH ROW WHEN ((OLD."status" = 'pending') <> (NEW."status" = 'pending') OR (OLD."status" = 'pending' AND OLD."ticket_id" <> NEW."ticket_id"))
  EXECUTE FUNCTION "bookings_ticket_held"();--> statement-breakpoint
CREATE TRIGGER "bookings_ticket_held_delete" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD."status" = 'pending') EXECUTE FUNCTION "bookings_ticket_held"();--> statement-breakpoint
-- A change of `held` (or of nothing the event's summary reads) only bumps the catalogue version: public
-- reads show availability net of holds, but the event row itself need not be written.
CREATE OR REPLACE FUNCTION "tickets_event_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."event_id" = OLD."event_id" AND NEW."price" = OLD."price" THEN
    IF NEW."sold" = OLD."sold" THEN
      PERFORM "catalog_bump"(NEW."event_id");
    ELSE
      UPDATE "events" SET "tickets_sold" = "tickets_sold" + (NEW."sold" - OLD."sold") WHERE "id" = NEW."event_id";
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "events" SET
      "min_price" = (SELECT min(t."price") FROM "tickets" t WHERE t."event_id" = OLD."event_id"),
      "tickets_sold" = coalesce((SELECT sum(t."sold") FROM "tickets" t WHERE t."event_id" = OLD."event_id"), 0)
    WHERE "id" = OLD."event_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."event_id" <> OLD."event_id") THEN
    UPDATE "events" SET
      "min_price" = (SELECT min(t."price") FROM "tickets" t WHERE t."event_id" = NEW."event_id"),
      "tickets_sold" = coalesce((SELECT sum(t."sold") FROM "tickets" t WHERE t."event_id" = NEW."event_id"), 0)
    WHERE "id" = NEW."event_id";
  END IF;
  RETURN NULL;
END;
$$;
