import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import {
  correctionsPublication,
  disponibilites,
  formats,
  illustrations,
  langues,
  moderationsPublication,
  raisonsRefus,
  sujets,
  typesContribution,
  typesOuvrage,
} from '../../platform/db/schema.ts';
import type { EtatCorrection } from '../../../domain/publication/fixList.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';

type ElementRefus = components['schemas']['ElementRefus'];
export type CorrectionRow = typeof correctionsPublication.$inferSelect & { libelleRaison: string };
export type ModerationRow = typeof moderationsPublication.$inferSelect;

/** Writes the fix list of the refusal `idModeration`, in the refusal's transaction. */
export async function insertCorrections(
  tx: Transaction,
  idModeration: number,
  idPublication: number,
  elements: readonly ElementRefus[],
): Promise<void> {
  if (elements.length === 0) return;
  await tx.insert(correctionsPublication).values(
    elements.map((element) => ({
      idModeration,
      idPublication,
      idRaisonRefus: element.IdRaisonRefus,
      etape: element.Etape,
      champ: element.Champ ?? null,
      commentaire: element.Commentaire?.trim() ? element.Commentaire.trim() : null,
    })),
  );
}

/** The publication's last acceptance or refusal; undefined before any answer. */
export async function findLastAnswer(db: Queryable, idPublication: number): Promise<ModerationRow | undefined> {
  const [row] = await db
    .select()
    .from(moderationsPublication)
    .where(
      and(
        eq(moderationsPublication.idPublication, idPublication),
        inArray(moderationsPublication.nature, ['acceptation', 'refus']),
      ),
    )
    .orderBy(desc(moderationsPublication.id))
    .limit(1);
  return row;
}

/** The publication's last refusal; undefined when it was never refused. */
export async function findLastRefusal(db: Queryable, idPublication: number): Promise<ModerationRow | undefined> {
  const [row] = await db
    .select()
    .from(moderationsPublication)
    .where(and(eq(moderationsPublication.idPublication, idPublication), eq(moderationsPublication.nature, 'refus')))
    .orderBy(desc(moderationsPublication.id))
    .limit(1);
  return row;
}

/** The items of a refusal with their reason's label, in the order staff wrote them. */
export async function findCorrections(db: Queryable, idModeration: number): Promise<CorrectionRow[]> {
  const rows = await db
    .select({ correction: correctionsPublication, libelleRaison: raisonsRefus.libelle })
    .from(correctionsPublication)
    .innerJoin(raisonsRefus, eq(raisonsRefus.id, correctionsPublication.idRaisonRefus))
    .where(eq(correctionsPublication.idModeration, idModeration))
    .orderBy(asc(correctionsPublication.id));
  return rows.map(({ correction, libelleRaison }) => ({ ...correction, libelleRaison }));
}

/** One item of the publication, whatever its refusal; undefined for another publication's. */
export async function findCorrection(db: Queryable, idPublication: number, id: number) {
  const [row] = await db
    .select()
    .from(correctionsPublication)
    .where(and(eq(correctionsPublication.id, id), eq(correctionsPublication.idPublication, idPublication)));
  return row;
}

/** What the author did with an item: its state, answer and when. */
export async function setCorrectionState(
  tx: Transaction,
  id: number,
  etat: EtatCorrection,
  reponse: string | null,
  dateTraitement: Date | null,
): Promise<void> {
  await tx
    .update(correctionsPublication)
    .set({ etat, reponse, dateTraitement })
    .where(eq(correctionsPublication.id, id));
}

function byId(rows: readonly { id: number; libelle: string }[]): ReadonlyMap<number, string> {
  return new Map(rows.map((row) => [row.id, row.libelle]));
}

/** The French labels of the reference ids that a publication's changes show. */
export async function changeLabels(db: Queryable) {
  const [langueRows, disponibiliteRows, formatRows, illustrationRows, typeRows, sujetRows, contributionRows] =
    await Promise.all([
      db.select().from(langues),
      db.select().from(disponibilites),
      db.select().from(formats),
      db.select().from(illustrations),
      db.select().from(typesOuvrage),
      db.select({ id: sujets.id, libelle: sujets.libelle }).from(sujets),
      db.select({ id: typesContribution.id, libelle: typesContribution.libelle }).from(typesContribution),
    ]);
  return {
    langues: byId(langueRows),
    disponibilites: byId(disponibiliteRows),
    formats: byId(formatRows),
    illustrations: byId(illustrationRows),
    typesOuvrage: byId(typeRows),
    sujets: byId(sujetRows),
    typesContribution: byId(contributionRows),
  };
}
