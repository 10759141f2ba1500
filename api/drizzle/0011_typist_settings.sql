CREATE TABLE "typist_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hotkeys" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "typist_settings" ADD CONSTRAINT "typist_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;