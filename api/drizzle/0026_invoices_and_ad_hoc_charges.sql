CREATE TABLE "ad_hoc_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_hoc_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"project_id" integer,
	"job_id" integer,
	"typist_id" integer,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"invoice_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_hoc_charges_kind" CHECK ("ad_hoc_charges"."kind" in ('client', 'typist')),
	CONSTRAINT "ad_hoc_charges_amount" CHECK ("ad_hoc_charges"."amount" > 0),
	CONSTRAINT "ad_hoc_charges_owner" CHECK (("ad_hoc_charges"."kind" = 'client' and "ad_hoc_charges"."project_id" is not null) or ("ad_hoc_charges"."kind" = 'typist' and "ad_hoc_charges"."typist_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"job_id" integer,
	"ad_hoc_charge_id" integer,
	"description" text NOT NULL,
	"seconds" integer,
	"rate" integer,
	"rate_percent" integer,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer NOT NULL,
	"short_id" text NOT NULL,
	"typist_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"amount_total" integer NOT NULL,
	"jobs_count" integer NOT NULL,
	"new_bank_information" boolean DEFAULT false NOT NULL,
	"payment_report_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_short_id_unique" UNIQUE("short_id"),
	CONSTRAINT "invoices_typist_month" UNIQUE("typist_id","month"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('raised', 'paid', 'pending', 'issue', 'void')),
	CONSTRAINT "invoices_month" CHECK ("invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "ad_hoc_charges" ADD CONSTRAINT "ad_hoc_charges_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_hoc_charges" ADD CONSTRAINT "ad_hoc_charges_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_hoc_charges" ADD CONSTRAINT "ad_hoc_charges_typist_id_users_id_fk" FOREIGN KEY ("typist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_hoc_charges" ADD CONSTRAINT "ad_hoc_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_hoc_charges" ADD CONSTRAINT "ad_hoc_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_ad_hoc_charge_id_ad_hoc_charges_id_fk" FOREIGN KEY ("ad_hoc_charge_id") REFERENCES "public"."ad_hoc_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_typist_id_users_id_fk" FOREIGN KEY ("typist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_hoc_charges_project_idx" ON "ad_hoc_charges" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "ad_hoc_charges_typist_idx" ON "ad_hoc_charges" USING btree ("typist_id","invoice_id");--> statement-breakpoint
CREATE INDEX "ad_hoc_charges_job_idx" ON "ad_hoc_charges" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("month","status");