CREATE TABLE "catalog_versions" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "min_price" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tickets_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Read summary and catalogue version (docs/architecture.md §8). Kept by triggers so that every writer
-- (bookings, cancellations, ticket and event admin, seeds, future code) updates them in its own transaction.
INSERT INTO "catalog_versions" ("shard") SELECT generate_series(0, 15);--> statement-breakpoint
UPDATE "events" e SET
  "min_price" = (SELECT min(t."price") FROM "tickets" t WHERE t."event_id" = e."id"),
  "tickets_sold" = coalesce((SELECT sum(t."sold") FROM "tickets" t WHERE t."event_id" = e."id"), 0);--> statement-breakpoint
CREATE FUNCTION "catalog_bump"(event_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_versions" SET "version" = "version" + 1 WHERE "shard" = coalesce(event_id, 0) % 16;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "events_catalog_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "catalog_bump"(OLD."id");
  ELSE
    PERFORM "catalog_bump"(NEW."id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_catalog_bump" AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_catalog_bump"();--> statement-breakpoint
CREATE FUNCTION "event_links_catalog_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "catalog_bump"(OLD."event_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "catalog_bump"(NEW."event_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "event_categories_catalog_bump" AFTER INSERT OR UPDATE OR DELETE ON "event_categories"
  FOR EACH ROW EXECUTE FUNCTION "event_links_catalog_bump"();--> statement-breakpoint
CREATE TRIGGER "event_badges_catalog_bump" AFTER INSERT OR UPDATE OR DELETE ON "event_badges"
  FOR EACH ROW EXECUTE FUNCTION "event_links_catalog_bump"();--> statement-breakpoint
CREATE FUNCTION "labels_catalog_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalog_bump"(0);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_catalog_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "labels_catalog_bump"();--> statement-breakpoint
CREATE TRIGGER "badges_catalog_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "badges"
  FOR EACH STATEMENT EXECUTE FUNCTION "labels_catalog_bump"();--> statement-breakpoint
-- A sold change alone moves the event's count by the difference (the hot path of a booking); any other
-- change recomputes both figures of the event(s) concerned. Updating the event row bumps its version.
CREATE FUNCTION "tickets_event_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."event_id" = OLD."event_id" AND NEW."price" = OLD."price" THEN
    UPDATE "events" SET "tickets_sold" = "tickets_sold" + (NEW."sold" - OLD."sold") WHERE "id" = NEW."event_id";
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
$$;--> statement-breakpoint
CREATE TRIGGER "tickets_event_summary" AFTER INSERT OR UPDATE OR DELETE ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION "tickets_event_summary"();
