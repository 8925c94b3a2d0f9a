CREATE TABLE "moderations_publication" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderations_publication_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_publication" integer NOT NULL,
	"nature" text NOT NULL,
	"ids_raison_refus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commentaire" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderations_publication_nature" CHECK ("moderations_publication"."nature" in ('soumission', 'retrait', 'acceptation', 'refus'))
);
--> statement-breakpoint
ALTER TABLE "moderations_publication" ADD CONSTRAINT "moderations_publication_id_publication_publications_id_fk" FOREIGN KEY ("id_publication") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderations_publication_id_publication_id_idx" ON "moderations_publication" USING btree ("id_publication","id");