ALTER TABLE "comptes" ADD COLUMN "date_acceptation_conditions_publication" timestamp with time zone;--> statement-breakpoint
-- An author who already declared a publication went through the conditions page to do it: their acceptance dates
-- from their first declaration.
UPDATE "comptes" SET "date_acceptation_conditions_publication" = "premieres"."date_creation"
FROM (SELECT "id_compte", min("date_creation") AS "date_creation" FROM "publications" GROUP BY "id_compte") AS "premieres"
WHERE "premieres"."id_compte" = "comptes"."id";
