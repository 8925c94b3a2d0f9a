-- The public links of a publication's covers: a random token per stored cover, given to the catalogues (ONIX
-- ResourceLink) and served without sign-in while the publication is validated or referenced. A new file gets a new
-- token, so the link of a replaced cover leads nowhere.
ALTER TABLE "publications" ADD COLUMN "jeton_visuel_couverture" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "jeton_quatrieme_couverture" text;--> statement-breakpoint
UPDATE "publications" SET "jeton_visuel_couverture" = replace(gen_random_uuid()::text, '-', '') WHERE "visuel_couverture" IS NOT NULL;--> statement-breakpoint
UPDATE "publications" SET "jeton_quatrieme_couverture" = replace(gen_random_uuid()::text, '-', '') WHERE "quatrieme_couverture" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "publications_jeton_visuel_couverture" ON "publications" USING btree ("jeton_visuel_couverture");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_jeton_quatrieme_couverture" ON "publications" USING btree ("jeton_quatrieme_couverture");
