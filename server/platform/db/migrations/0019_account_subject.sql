-- The identity provider's subject of each account, by which the API finds its caller rather than by the login a
-- new account may take again. Accounts created before it are bound on their first call, by their login.
ALTER TABLE "comptes" ADD COLUMN "sujet" text;--> statement-breakpoint
ALTER TABLE "comptes" ADD CONSTRAINT "comptes_sujet_unique" UNIQUE("sujet");
