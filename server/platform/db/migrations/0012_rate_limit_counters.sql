CREATE TABLE "compteurs_limites" (
	"cle" text PRIMARY KEY NOT NULL,
	"nombre" integer NOT NULL,
	"debut_ms" bigint NOT NULL
);
