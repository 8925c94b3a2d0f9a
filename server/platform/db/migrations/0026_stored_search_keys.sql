-- The search keys of brands, order lines and delivered products kept by the database (like publications' and
-- accounts' in 0022), so that a search no longer folds every label again; a brand's publications counted from the
-- index on (id_marque, id_etat_publication) alone.
DROP INDEX "marques_cle_libelle_trgm_idx";--> statement-breakpoint
DROP INDEX "publications_id_marque_idx";--> statement-breakpoint
ALTER TABLE "commande_produits" ADD COLUMN "cle_recherche" text GENERATED ALWAYS AS (cle_recherche(coalesce(libelle, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "livraison_produits" ADD COLUMN "cle_recherche" text GENERATED ALWAYS AS (cle_recherche(titre)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "marques" ADD COLUMN "cle_recherche" text GENERATED ALWAYS AS (cle_recherche(libelle)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "commande_produits_cle_recherche_trgm_idx" ON "commande_produits" USING gin ("cle_recherche" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "livraison_produits_cle_recherche_trgm_idx" ON "livraison_produits" USING gin ("cle_recherche" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marques_cle_recherche_trgm_idx" ON "marques" USING gin ("cle_recherche" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_id_marque_etat_idx" ON "publications" USING btree ("id_marque","id_etat_publication");--> statement-breakpoint
-- The planner learns the new columns and indexes at once rather than at the next automatic analysis.
ANALYZE "marques";--> statement-breakpoint
ANALYZE "publications";--> statement-breakpoint
ANALYZE "commande_produits";--> statement-breakpoint
ANALYZE "livraison_produits";
