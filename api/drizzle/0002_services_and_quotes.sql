CREATE TABLE "rate_limit_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"streaming" boolean DEFAULT false NOT NULL,
	"turnaround_warning" boolean DEFAULT false NOT NULL,
	"base_prices" jsonb NOT NULL,
	"turnaround" jsonb NOT NULL,
	"speakers" jsonb NOT NULL,
	"timestamps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_calculation_elements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "services_short_name_unique" UNIQUE("short_name"),
	CONSTRAINT "services_status" CHECK ("services"."status" in ('active', 'inactive', 'deleted'))
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("bucket","key","at");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status");