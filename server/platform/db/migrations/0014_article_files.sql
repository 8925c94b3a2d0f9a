ALTER TABLE "produits" ADD COLUMN "fichier" text;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "fichier_octets" integer;--> statement-breakpoint
ALTER TABLE "produits" ADD CONSTRAINT "produits_fichier_et_octets" CHECK (("produits"."fichier" is null) = ("produits"."fichier_octets" is null));
