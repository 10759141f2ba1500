CREATE TABLE "pre_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pre_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"short_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"expected_minutes" integer NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"notes" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pre_bookings_short_id_unique" UNIQUE("short_id")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "pre_booking_id" integer;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_bookings_expected_idx" ON "pre_bookings" USING btree ("expected_at","id");--> statement-breakpoint
CREATE INDEX "pre_bookings_client_idx" ON "pre_bookings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "pre_bookings_short_id_trgm_idx" ON "pre_bookings" USING gin ("short_id" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_pre_booking_id_pre_bookings_id_fk" FOREIGN KEY ("pre_booking_id") REFERENCES "public"."pre_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_pre_booking_idx" ON "media" USING btree ("pre_booking_id") WHERE "media"."pre_booking_id" is not null;