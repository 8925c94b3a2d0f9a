CREATE TABLE "echecs_connexion" (
	"login" text NOT NULL,
	"adresse" text NOT NULL,
	"echecs" integer NOT NULL,
	"bloque_jusqu_a" timestamp with time zone,
	"date_maj" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "echecs_connexion_login_adresse_pk" PRIMARY KEY("login","adresse")
);
--> statement-breakpoint
CREATE INDEX "echecs_connexion_date_maj_idx" ON "echecs_connexion" USING btree ("date_maj");