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
CREATE TABLE "prix_publication" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prix_publication_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_publication" integer NOT NULL,
	"prix_ttc_centimes" integer NOT NULL,
	"prix_precedent_centimes" integer,
	"date_effet" date NOT NULL,
	"etat" text DEFAULT 'prevu' NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_application" timestamp with time zone,
	"date_annulation" timestamp with time zone,
	CONSTRAINT "prix_publication_etat" CHECK ("prix_publication"."etat" in ('prevu', 'applique', 'annule')),
	CONSTRAINT "prix_publication_prix" CHECK ("prix_publication"."prix_ttc_centimes" > 0)
);
--> statement-breakpoint
ALTER TABLE "moderations_publication" ADD COLUMN "instantane" jsonb;--> statement-breakpoint
ALTER TABLE "corrections_publication" ADD CONSTRAINT "corrections_publication_id_moderation_moderations_publication_id_fk" FOREIGN KEY ("id_moderation") REFERENCES "public"."moderations_publication"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections_publication" ADD CONSTRAINT "corrections_publication_id_publication_publications_id_fk" FOREIGN KEY ("id_publication") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections_publication" ADD CONSTRAINT "corrections_publication_id_raison_refus_raisons_refus_id_fk" FOREIGN KEY ("id_raison_refus") REFERENCES "public"."raisons_refus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prix_publication" ADD CONSTRAINT "prix_publication_id_publication_publications_id_fk" FOREIGN KEY ("id_publication") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrections_publication_id_publication_idx" ON "corrections_publication" USING btree ("id_publication","id_moderation");--> statement-breakpoint
CREATE INDEX "prix_publication_id_publication_idx" ON "prix_publication" USING btree ("id_publication","id");--> statement-breakpoint
CREATE INDEX "prix_publication_prevus_idx" ON "prix_publication" USING btree ("date_effet") WHERE "prix_publication"."etat" = 'prevu';--> statement-breakpoint
CREATE UNIQUE INDEX "prix_publication_un_prevu" ON "prix_publication" USING btree ("id_publication") WHERE "prix_publication"."etat" = 'prevu';