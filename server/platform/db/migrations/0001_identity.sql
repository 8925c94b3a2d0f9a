CREATE TABLE "codes_confirmation" (
	"empreinte" text PRIMARY KEY NOT NULL,
	"id_compte" integer NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_utilisation" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "oidc_secrets" (
	"nom" text PRIMARY KEY NOT NULL,
	"valeur" jsonb NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comptes" ALTER COLUMN "mot_de_passe_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comptes" ADD COLUMN "raison_sociale" text;--> statement-breakpoint
ALTER TABLE "comptes" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "comptes" ADD COLUMN "date_creation" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "codes_confirmation" ADD CONSTRAINT "codes_confirmation_id_compte_comptes_id_fk" FOREIGN KEY ("id_compte") REFERENCES "public"."comptes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codes_confirmation_id_compte_idx" ON "codes_confirmation" USING btree ("id_compte");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "oidc_payloads" USING btree ("expires_at");