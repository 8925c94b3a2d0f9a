-- A success the provider notified for an order no longer awaiting payment: the customer was charged for nothing.
-- The attempt is marked to be refunded (date_incident) until staff confirm the refund, recorded with its credit note.
ALTER TABLE "paiements" ADD COLUMN "date_incident" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "date_remboursement" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "rembourse_par" text;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "id_paiement" integer REFERENCES "paiements"("id");--> statement-breakpoint
ALTER TABLE "factures" DROP CONSTRAINT "factures_une_par_commande_et_serie";--> statement-breakpoint
CREATE UNIQUE INDEX "factures_une_par_commande_et_serie" ON "factures" ("serie", "id_commande") WHERE "id_paiement" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "factures_un_avoir_par_paiement" ON "factures" ("id_paiement");
