CREATE TABLE "contenu_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contenu_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_contenu" integer NOT NULL,
	"elements" jsonb NOT NULL,
	"id_compte" integer,
	"login" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "version_site" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"date_maj" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "version_site_une_ligne" CHECK ("version_site"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "contenu_versions" ADD CONSTRAINT "contenu_versions_id_contenu_contenus_id_fk" FOREIGN KEY ("id_contenu") REFERENCES "public"."contenus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contenu_versions" ADD CONSTRAINT "contenu_versions_id_compte_comptes_id_fk" FOREIGN KEY ("id_compte") REFERENCES "public"."comptes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contenu_versions_id_contenu_id_idx" ON "contenu_versions" USING btree ("id_contenu","id");