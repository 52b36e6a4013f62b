CREATE TABLE "transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"to_user_id" integer,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "transfers_channel_check" CHECK ("transfers"."channel" in ('email', 'phone')),
	CONSTRAINT "transfers_accepted_check" CHECK (("transfers"."status" = 'accepted') = ("transfers"."to_user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "holder_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "code_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_pending_booking_id_unique" ON "transfers" USING btree ("booking_id") WHERE "transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transfers_booking_id_idx" ON "transfers" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_holder_id_created_at_idx" ON "bookings" USING btree ("holder_id","created_at") WHERE "bookings"."holder_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_code_version_check" CHECK ("bookings"."code_version" >= 1);