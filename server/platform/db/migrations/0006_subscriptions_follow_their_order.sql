ALTER TABLE "abonnements" DROP CONSTRAINT "abonnements_id_commande_produit_commande_produits_id_fk";
--> statement-breakpoint
ALTER TABLE "abonnements" ADD CONSTRAINT "abonnements_id_commande_produit_commande_produits_id_fk" FOREIGN KEY ("id_commande_produit") REFERENCES "public"."commande_produits"("id") ON DELETE cascade ON UPDATE no action;