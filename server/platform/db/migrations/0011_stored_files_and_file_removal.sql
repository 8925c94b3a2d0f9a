CREATE TABLE "fichiers_stockes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fichiers_stockes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_compte" integer NOT NULL,
	"adresse" text NOT NULL,
	"octets" integer NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fichiers_stockes_adresse_unique" UNIQUE("adresse")
);
--> statement-breakpoint
ALTER TABLE "evenements_sortants" ALTER COLUMN "id_commande" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evenements_sortants" ADD COLUMN "fichier" text;--> statement-breakpoint
ALTER TABLE "fichiers_stockes" ADD CONSTRAINT "fichiers_stockes_id_compte_comptes_id_fk" FOREIGN KEY ("id_compte") REFERENCES "public"."comptes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fichiers_stockes_compte_idx" ON "fichiers_stockes" USING btree ("id_compte");--> statement-breakpoint
ALTER TABLE "evenements_sortants" ADD CONSTRAINT "evenements_sortants_commande_ou_fichier" CHECK ("evenements_sortants"."id_commande" is not null or "evenements_sortants"."fichier" is not null);