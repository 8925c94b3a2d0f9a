import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { contenuElements, contenus } from '../../platform/db/schema.ts';

type Contenu = components['schemas']['Contenu'];
type ContenuElement = components['schemas']['ContenuElement'];

type ElementRecord = typeof contenuElements.$inferSelect;

function toContenuElement(row: ElementRecord): ContenuElement {
  return {
    Id: row.id,
    Nom: row.nom,
    IdTypeContenuElement: row.idTypeContenuElement,
    Rang: row.rang,
    Valeur: row.valeur,
    Libelle: row.libelle,
    Description: row.description,
    SousLibelle: row.sousLibelle,
    ContenuElementFichier:
      row.fichierData && row.fichierTypeMime
        ? { Data: row.fichierData, TypeMime: row.fichierTypeMime as 'image/jpeg' | 'image/png' }
        : null,
  };
}

/** Contents with their elements sorted by Rang, in the order of `ids`; unknown ids are left out. */
export async function loadContenus(db: Queryable, ids: readonly number[]): Promise<Contenu[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .select()
    .from(contenus)
    .where(inArray(contenus.id, [...ids]));
  const elements = await db
    .select()
    .from(contenuElements)
    .where(inArray(contenuElements.idContenu, [...ids]))
    .orderBy(asc(contenuElements.rang), asc(contenuElements.id));
  const byId = new Map<number, Contenu>(
    heads.map((head) => [
      head.id,
      { Id: head.id, Nom: head.nom, IdTypeContenu: head.idTypeContenu, ContenuElements: [] },
    ]),
  );
  for (const element of elements) byId.get(element.idContenu)?.ContenuElements.push(toContenuElement(element));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findContenuById(db: Queryable, id: number): Promise<Contenu | undefined> {
  const [found] = await loadContenus(db, [id]);
  return found;
}

export async function findContenuByName(db: Queryable, name: string): Promise<Contenu | undefined> {
  const [head] = await db.select({ id: contenus.id }).from(contenus).where(eq(contenus.nom, name));
  return head ? findContenuById(db, head.id) : undefined;
}
