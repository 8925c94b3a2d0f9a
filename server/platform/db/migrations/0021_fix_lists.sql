CREATE TABLE "corrections_publication" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corrections_publication_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_moderation" integer NOT NULL,
	"id_publication" integer NOT NULL,
	"id_raison_refus" integer NOT NULL,
	"etape" integer NOT NULL,
	"champ" text,
	"commentaire" text,
	"etat" text DEFAULT 'a_faire' NOT NULL,
	"reponse" text,
	"date_traitement" timestamp with time zone,
	CONSTRAINT "corrections_publication_etape" CHECK ("corrections_publication"."etape" between 1 and 5),
	CONSTRAINT "corrections_publication_etat" CHECK ("corrections_publication"."etat" in ('a_faire', 'faite', 'repondue')),
	CONSTRAINT "corrections_publication_reponse" CHECK ("corrections_publication"."etat" <> 'repondue' or "corrections_publication"."reponse" is not null)
);
--> statement-breakpoint
ALTER TABLE "moderations_publication" ADD COLUMN "instantane" jsonb;--> statement-breakpoint
ALTER TABLE "corrections_publication" ADD CONSTRAINT "corrections_publication_id_moderation_moderations_publication_id_fk" FOREIGN KEY ("id_moderation") REFERENCES "public"."moderations_publication"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections_publication" ADD CONSTRAINT "corrections_publication_id_publication_publications_id_fk" FOREIGN KEY ("id_publication") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections_publication" ADD CONSTRAINT "corrections_publication_id_raison_refus_raisons_refus_id_fk" FOREIGN KEY ("id_raison_refus") REFERENCES "public"."raisons_refus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrections_publication_id_publication_idx" ON "corrections_publication" USING btree ("id_publication","id_moderation");