CREATE TABLE "consultancy_agreements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"address" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_requirements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"statements" jsonb NOT NULL,
	"devices" text NOT NULL,
	"full_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_bookings" (
	"shift_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shift_bookings_shift_id_user_id_pk" PRIMARY KEY("shift_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"audience" text DEFAULT 'typist' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shifts_range" CHECK ("shifts"."ends_at" > "shifts"."starts_at"),
	CONSTRAINT "shifts_capacity" CHECK ("shifts"."capacity" >= 0),
	CONSTRAINT "shifts_audience" CHECK ("shifts"."audience" in ('typist', 'proofreader'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"key" text,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tasks_key_unique" UNIQUE("key"),
	CONSTRAINT "tasks_state" CHECK ("tasks"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "consultancy_agreements" ADD CONSTRAINT "consultancy_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_requirements" ADD CONSTRAINT "security_requirements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_bookings" ADD CONSTRAINT "shift_bookings_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_bookings" ADD CONSTRAINT "shift_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_bookings_user_idx" ON "shift_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shifts_starts_idx" ON "shifts" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "tasks_queued_idx" ON "tasks" USING btree ("run_at") WHERE "tasks"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "tasks_lease_idx" ON "tasks" USING btree ("locked_until") WHERE "tasks"."state" = 'running';--> statement-breakpoint
CREATE INDEX "tasks_finished_idx" ON "tasks" USING btree ("finished_at");