CREATE TABLE "reinitialisations_mot_de_passe" (
	"selecteur" text PRIMARY KEY NOT NULL,
	"id_compte" integer NOT NULL,
	"empreinte" text NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_expiration" timestamp with time zone NOT NULL,
	"date_utilisation" timestamp with time zone,
	"date_remplacement" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reinitialisations_mot_de_passe" ADD CONSTRAINT "reinitialisations_mot_de_passe_id_compte_comptes_id_fk" FOREIGN KEY ("id_compte") REFERENCES "public"."comptes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reinitialisations_mot_de_passe_id_compte_idx" ON "reinitialisations_mot_de_passe" USING btree ("id_compte");
--> statement-breakpoint
CREATE INDEX "reinitialisations_mot_de_passe_date_expiration_idx" ON "reinitialisations_mot_de_passe" USING btree ("date_expiration");
