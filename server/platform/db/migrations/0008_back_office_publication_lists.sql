CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "date_soumission" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "comptes_login_trgm_idx" ON "comptes" USING gin ("login" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marques_libelle_trgm_idx" ON "marques" USING gin ("libelle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marques_libelle_id_idx" ON "marques" USING btree ("libelle","id");--> statement-breakpoint
CREATE INDEX "publications_date_maj_id_idx" ON "publications" USING btree ("date_maj","id");--> statement-breakpoint
CREATE INDEX "publications_date_creation_id_idx" ON "publications" USING btree ("date_creation","id");--> statement-breakpoint
CREATE INDEX "publications_titre_id_idx" ON "publications" USING btree ("titre","id");--> statement-breakpoint
CREATE INDEX "publications_ean_id_idx" ON "publications" USING btree ("ean","id");--> statement-breakpoint
CREATE INDEX "publications_id_marque_idx" ON "publications" USING btree ("id_marque");--> statement-breakpoint
CREATE INDEX "publications_etat_date_maj_id_idx" ON "publications" USING btree ("id_etat_publication","date_maj","id");--> statement-breakpoint
CREATE INDEX "publications_etat_date_soumission_id_idx" ON "publications" USING btree ("id_etat_publication","date_soumission","id");--> statement-breakpoint
CREATE INDEX "publications_recherche_trgm_idx" ON "publications" USING gin ((coalesce(titre, '') || ' ' || ean || ' ' || jsonb_path_query_array(auteur_contribution, '$[*].Nom')::text) gin_trgm_ops);--> statement-breakpoint
UPDATE "publications" p SET "date_soumission" = (
  SELECT max(m."date") FROM "moderations_publication" m WHERE m."id_publication" = p."id" AND m."nature" = 'soumission'
);--> statement-breakpoint
CREATE FUNCTION "publications_copy_date_soumission"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "publications" SET "date_soumission" = NEW."date" WHERE "id" = NEW."id_publication";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderations_publication_soumission"
  AFTER INSERT ON "moderations_publication"
  FOR EACH ROW WHEN (NEW."nature" = 'soumission')
  EXECUTE FUNCTION "publications_copy_date_soumission"();
