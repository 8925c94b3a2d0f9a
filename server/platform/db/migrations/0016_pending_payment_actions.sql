-- An order whose last payment attempt awaits the bank's decision has its own state. A database seeded before it
-- gets the reference row here; a fresh one gets it from the seed, which runs after the migrations.
INSERT INTO "etats_commande" ("id", "libelle")
SELECT 9, 'Paiement en attente de validation par la banque'
WHERE EXISTS (SELECT 1 FROM "etats_commande")
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
UPDATE "commandes" SET "id_etat_commande" = 9 WHERE "etat_machine" = '{"awaitingPayment":"pending"}'::jsonb;
--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "date_annulation" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "annule_par" text;
