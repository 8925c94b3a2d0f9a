import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Database } from '../../platform/db/database.ts';
import {
  codesTransaction,
  disponibilites,
  etatsCommande,
  etatsPublication,
  formats,
  illustrations,
  langues,
  pays,
  raisonsRefus,
  sujets,
  sujetsContact,
  typesCompte,
  typesContribution,
  typesOuvrage,
  typesVoie,
  villes,
} from '../../platform/db/schema.ts';

type Schemas = components['schemas'];

/** The plain reference lists, by the name the handlers use. */
export const REFERENCE_TABLES = {
  langues,
  disponibilites,
  formats,
  illustrations,
  typesOuvrage,
  typesVoie,
  etatsCommande,
  etatsPublication,
  raisonsRefus,
  typesCompte,
  sujetsContact,
} as const;

export type ReferenceListName = keyof typeof REFERENCE_TABLES;

export async function listReference(db: Database, list: ReferenceListName): Promise<Schemas['ElementReference'][]> {
  const table = REFERENCE_TABLES[list];
  return db.select({ Id: table.id, Libelle: table.libelle }).from(table).orderBy(asc(table.id));
}

export async function listTypesContribution(db: Database): Promise<Schemas['TypeContribution'][]> {
  return db
    .select({ Id: typesContribution.id, Libelle: typesContribution.libelle, Rang: typesContribution.rang })
    .from(typesContribution)
    .orderBy(asc(typesContribution.rang), asc(typesContribution.id));
}

export async function listCodesTransaction(db: Database): Promise<Schemas['CodeTransaction'][]> {
  return db
    .select({ Id: codesTransaction.id, Code: codesTransaction.code, Libelle: codesTransaction.libelle })
    .from(codesTransaction)
    .orderBy(asc(codesTransaction.id));
}

const paysColumns = { IdPays: pays.idPays, Libelle: pays.libelle, CodeIso: pays.codeIso };

export async function listPays(db: Database): Promise<Schemas['Pays'][]> {
  return db.select(paysColumns).from(pays);
}

export async function findPays(db: Database, idPays: number): Promise<Schemas['Pays'] | undefined> {
  const [row] = await db.select(paysColumns).from(pays).where(eq(pays.idPays, idPays));
  return row;
}

export async function listVillesByCodePostal(db: Database, codePostal: string): Promise<Schemas['Ville'][]> {
  return db
    .select({ CodePostal: villes.codePostal, Libelle: villes.libelle, CodeInsee: villes.codeInsee })
    .from(villes)
    .where(eq(villes.codePostal, codePostal));
}

export interface SujetRecord {
  id: number;
  libelle: string;
  niveau: number;
  idParent: number | null;
}

export async function listSujets(db: Database): Promise<SujetRecord[]> {
  return db
    .select({ id: sujets.id, libelle: sujets.libelle, niveau: sujets.niveau, idParent: sujets.idParent })
    .from(sujets)
    .orderBy(asc(sujets.id));
}

/** A real round trip to the database, for the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
