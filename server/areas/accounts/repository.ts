import { and, eq, isNull, lt } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { codesConfirmation, comptes, pays, typesVoie } from '../../platform/db/schema.ts';
import { TYPE_COMPTE } from '../../../domain/identity/roles.ts';
import { TYPE_VOIE } from '../../../domain/referenceIds.ts';
import { normalizeSiret } from '../../../domain/identity/siret.ts';

type Compte = components['schemas']['Compte'];
type CompteMiseAJourValues = components['schemas']['CompteMiseAJourValues'];

const compteColumns = {
  compte: comptes,
  typeVoie: typesVoie.libelle,
};

type CompteRecord = { compte: typeof comptes.$inferSelect; typeVoie: string | null };

async function selectCompte(db: Queryable, where: ReturnType<typeof eq>): Promise<CompteRecord | undefined> {
  const [row] = await db
    .select(compteColumns)
    .from(comptes)
    .leftJoin(typesVoie, eq(typesVoie.id, comptes.idTypeVoie))
    .where(where);
  return row;
}

export async function findCompteByLogin(db: Queryable, login: string): Promise<CompteRecord | undefined> {
  return selectCompte(db, eq(comptes.login, login));
}

export async function findCompteById(db: Queryable, id: number): Promise<CompteRecord | undefined> {
  return selectCompte(db, eq(comptes.id, id));
}

export async function compteExists(db: Queryable, login: string): Promise<boolean> {
  const [row] = await db.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, login));
  return row !== undefined;
}

export async function paysExists(db: Queryable, idPays: number): Promise<boolean> {
  const [row] = await db.select({ id: pays.idPays }).from(pays).where(eq(pays.idPays, idPays));
  return row !== undefined;
}

/**
 * Accounts written by the portal keep "number and street" as typed, in `nom_voie`; the demo accounts
 * (and older data) have it in parts, put back together here.
 */
function numeroEtVoie(compte: CompteRecord['compte'], typeVoie: string | null): string {
  const type = compte.idTypeVoie === TYPE_VOIE.inconnu ? null : typeVoie?.toLowerCase();
  return [compte.numeroVoie, type, compte.nomVoie]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
}

/** An account as the contract gives it (`Compte`). */
export function toCompte({ compte, typeVoie }: CompteRecord): Compte {
  const hasAddress =
    compte.nomVoie !== null && compte.codePostal !== null && compte.ville !== null && compte.idPays !== null;
  return {
    Id: compte.id,
    Login: compte.login,
    IdCivilite: compte.idCivilite === 1 ? 1 : 2,
    Prenom: compte.prenom,
    Nom: compte.nom,
    Email: compte.login,
    Telephone: compte.telephone,
    Societe: compte.siret === null ? null : { RaisonSociale: compte.raisonSociale, Siret: compte.siret },
    IdTypeCompte: compte.idTypeCompte ?? TYPE_COMPTE.frontoffice,
    Confirme: compte.confirme,
    DateCreation: compte.dateCreation.toISOString(),
    DateMaj: compte.dateMaj.toISOString(),
    DateAcceptationConditionsPublication: compte.dateAcceptationConditionsPublication?.toISOString() ?? null,
    Adresse: hasAddress
      ? {
          NumeroEtVoie: numeroEtVoie(compte, typeVoie),
          ComplementsAdresse: compte.complementsAdresse,
          CodePostal: compte.codePostal ?? '',
          Ville: compte.ville ?? '',
          IdPays: compte.idPays ?? 0,
        }
      : null,
  };
}

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The profile columns a form writes. Telephone and Societe are optional in the form: when a form
 * leaves one out, the stored value stays (`undefined` columns are not written).
 */
export function profileColumns(values: CompteMiseAJourValues) {
  const societe = values.Societe;
  return {
    idCivilite: values.IdCivilite,
    prenom: values.Prenom.trim(),
    nom: values.Nom.trim(),
    telephone: values.Telephone === undefined ? undefined : trimmedOrNull(values.Telephone),
    raisonSociale: societe === undefined ? undefined : trimmedOrNull(societe?.RaisonSociale),
    siret: societe === undefined ? undefined : societe === null ? null : normalizeSiret(societe.Siret),
    numeroVoie: null,
    idTypeVoie: null,
    nomVoie: values.Adresse.NumeroEtVoie.trim(),
    complementsAdresse: trimmedOrNull(values.Adresse.ComplementsAdresse),
    codePostal: values.Adresse.CodePostal.trim(),
    ville: values.Adresse.Ville.trim(),
    idPays: values.Adresse.IdPays,
  };
}

export async function insertCompte(
  tx: Queryable,
  values: ReturnType<typeof profileColumns> & { login: string; role: string; idTypeCompte: number },
): Promise<number> {
  const [row] = await tx
    .insert(comptes)
    .values({
      ...values,
      telephone: values.telephone ?? null,
      raisonSociale: values.raisonSociale ?? null,
      siret: values.siret ?? null,
      confirme: false,
    })
    .returning({ id: comptes.id });
  if (!row) throw new Error('account insert returned no row');
  return row.id;
}

export async function updateProfile(
  tx: Queryable,
  login: string,
  values: ReturnType<typeof profileColumns>,
): Promise<boolean> {
  const updated = await tx
    .update(comptes)
    .set({ ...values, dateMaj: new Date() })
    .where(eq(comptes.login, login))
    .returning({ id: comptes.id });
  return updated.length > 0;
}

/** Records the author's acceptance of the publication conditions; a former acceptance keeps its date. */
export async function acceptConditionsPublication(db: Queryable, login: string): Promise<void> {
  await db
    .update(comptes)
    .set({ dateAcceptationConditionsPublication: new Date() })
    .where(and(eq(comptes.login, login), isNull(comptes.dateAcceptationConditionsPublication)));
}

export async function touchCompte(tx: Queryable, login: string): Promise<void> {
  await tx.update(comptes).set({ dateMaj: new Date() }).where(eq(comptes.login, login));
}

export async function insertConfirmationCode(tx: Queryable, idCompte: number, empreinte: string): Promise<void> {
  await tx.insert(codesConfirmation).values({ idCompte, empreinte });
}

export async function findConfirmation(db: Queryable, empreinte: string) {
  const [row] = await db
    .select({
      idCompte: codesConfirmation.idCompte,
      dateUtilisation: codesConfirmation.dateUtilisation,
      login: comptes.login,
      confirme: comptes.confirme,
      dateCreation: comptes.dateCreation,
    })
    .from(codesConfirmation)
    .innerJoin(comptes, eq(comptes.id, codesConfirmation.idCompte))
    .where(eq(codesConfirmation.empreinte, empreinte));
  return row;
}

/** Uses a code once: false when another request used it first. */
export async function useConfirmationCode(tx: Queryable, empreinte: string): Promise<boolean> {
  const used = await tx
    .update(codesConfirmation)
    .set({ dateUtilisation: new Date() })
    .where(and(eq(codesConfirmation.empreinte, empreinte), isNull(codesConfirmation.dateUtilisation)))
    .returning({ idCompte: codesConfirmation.idCompte });
  return used.length > 0;
}

export async function confirmCompte(tx: Queryable, idCompte: number): Promise<void> {
  await tx.update(comptes).set({ confirme: true, dateMaj: new Date() }).where(eq(comptes.id, idCompte));
}

/** Records the identity provider's subject of a new account: its tokens find it by that (see accountOfIdentity). */
export async function bindSubject(tx: Queryable, idCompte: number, sujet: string): Promise<void> {
  await tx.update(comptes).set({ sujet }).where(eq(comptes.id, idCompte));
}

/**
 * Whether an account is a registration whose confirmation never came in time: unconfirmed, created before the
 * cutoff, with its confirmation code still unused (an account the back office marked unconfirmed keeps its used code
 * and is not one).
 */
function expiredRegistration(cutoff: Date) {
  return and(eq(comptes.confirme, false), lt(comptes.dateCreation, cutoff), isNull(codesConfirmation.dateUtilisation));
}

/** The expired registration of this login, if any, locked until the transaction ends. */
export async function lockExpiredRegistration(tx: Transaction, login: string, cutoff: Date) {
  const [expired] = await tx
    .select({ id: comptes.id, login: comptes.login })
    .from(comptes)
    .innerJoin(codesConfirmation, eq(codesConfirmation.idCompte, comptes.id))
    .where(and(eq(comptes.login, login), expiredRegistration(cutoff)))
    .for('update', { of: comptes });
  return expired;
}

/** Removes the account's row. */
export async function deleteCompte(tx: Transaction, idCompte: number): Promise<void> {
  await tx.delete(comptes).where(eq(comptes.id, idCompte));
}
