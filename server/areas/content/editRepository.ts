import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { TYPE_ELEMENT_CONTENU } from '../../../domain/referenceIds.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import {
  contenuElements,
  contenus,
  contenuVersions,
  versionSite,
  type ContenuElementVersionRecord,
} from '../../platform/db/schema.ts';

export interface StoredElement {
  id: number;
  idTypeContenuElement: number;
  valeur: string | null;
  fichierData: string | null;
  fichierTypeMime: string | null;
}

/** Locks a content block for the rest of the transaction, so that saves of one block follow each other; false when unknown. */
export async function lockContenu(tx: Transaction, idContenu: number): Promise<boolean> {
  const rows = await tx.select({ id: contenus.id }).from(contenus).where(eq(contenus.id, idContenu)).for('update');
  return rows.length > 0;
}

/** The elements of a block, by id. */
export async function elementsOf(db: Queryable, idContenu: number): Promise<Map<number, StoredElement>> {
  const rows = await db
    .select({
      id: contenuElements.id,
      idTypeContenuElement: contenuElements.idTypeContenuElement,
      valeur: contenuElements.valeur,
      fichierData: contenuElements.fichierData,
      fichierTypeMime: contenuElements.fichierTypeMime,
    })
    .from(contenuElements)
    .where(eq(contenuElements.idContenu, idContenu));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Which of these element ids exist, in whatever block. */
export async function existingElementIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contenuElements.id })
    .from(contenuElements)
    .where(inArray(contenuElements.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function updateElement(
  tx: Transaction,
  id: number,
  columns: Partial<Pick<typeof contenuElements.$inferInsert, 'valeur' | 'fichierData' | 'fichierTypeMime'>>,
): Promise<void> {
  await tx.update(contenuElements).set(columns).where(eq(contenuElements.id, id));
}

export interface Editor {
  idCompte: number | null;
  login: string;
}

/** The image file of an element in a kept version: its address and media type, or null when it had none. */
export interface KeptFile {
  Data: string;
  TypeMime: string;
}

/**
 * An element in a kept version. An image element also keeps its file (`Fichier`), so that a restore brings
 * it back; versions kept before images were kept have no `Fichier`, and a restore leaves such images alone.
 */
export interface KeptElement extends ContenuElementVersionRecord {
  Fichier?: KeptFile | null;
}

function keptElement(element: StoredElement): KeptElement {
  if (element.idTypeContenuElement !== TYPE_ELEMENT_CONTENU.image) return { Id: element.id, Valeur: element.valeur };
  const Fichier =
    element.fichierData && element.fichierTypeMime
      ? { Data: element.fichierData, TypeMime: element.fichierTypeMime }
      : null;
  return { Id: element.id, Valeur: element.valeur, Fichier };
}

/**
 * Keeps the block as it is now, values and image files, before a save replaces it. A file a save takes off
 * an element is therefore still referred to by this version: it stays on the disk, for a restore.
 */
export async function keepVersion(
  tx: Transaction,
  idContenu: number,
  elements: ReadonlyMap<number, StoredElement>,
  editor: Editor,
): Promise<void> {
  const snapshot: KeptElement[] = [...elements.values()].sort((a, b) => a.id - b.id).map(keptElement);
  await tx
    .insert(contenuVersions)
    .values({ idContenu, elements: snapshot, idCompte: editor.idCompte, login: editor.login });
}

/** Raises the site's content version: the row is created by the first save. */
export async function raiseSiteVersion(tx: Transaction): Promise<void> {
  await tx
    .insert(versionSite)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: versionSite.id,
      set: { version: sql`${versionSite.version} + 1`, dateMaj: sql`now()` },
    });
}

export async function readSiteVersion(db: Queryable): Promise<{ version: number; dateMaj: Date | null }> {
  const [row] = await db.select().from(versionSite).where(eq(versionSite.id, 1));
  return row ? { version: row.version, dateMaj: row.dateMaj } : { version: 0, dateMaj: null };
}

export type VersionRecord = Omit<typeof contenuVersions.$inferSelect, 'elements'> & { elements: KeptElement[] };

/** The most recent kept versions of a block, newest first. */
export async function listVersions(db: Queryable, idContenu: number, limit: number): Promise<VersionRecord[]> {
  return db
    .select()
    .from(contenuVersions)
    .where(eq(contenuVersions.idContenu, idContenu))
    .orderBy(desc(contenuVersions.id))
    .limit(limit);
}

export async function findVersion(
  db: Queryable,
  idContenu: number,
  idVersion: number,
): Promise<VersionRecord | undefined> {
  const [row] = await db
    .select()
    .from(contenuVersions)
    .where(and(eq(contenuVersions.idContenu, idContenu), eq(contenuVersions.id, idVersion)));
  return row;
}

export async function contenuExists(db: Queryable, idContenu: number): Promise<boolean> {
  const rows = await db.select({ id: contenus.id }).from(contenus).where(eq(contenus.id, idContenu));
  return rows.length > 0;
}
