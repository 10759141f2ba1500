CREATE TABLE "s2t_parts" (
	"media_id" integer NOT NULL,
	"index" integer NOT NULL,
	"offset" double precision NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "s2t_parts_media_id_index_pk" PRIMARY KEY("media_id","index")
);
--> statement-breakpoint
ALTER TABLE "s2t_parts" ADD CONSTRAINT "s2t_parts_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;