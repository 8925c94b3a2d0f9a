import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Database } from '../../platform/db/database.ts';
import { produitContenus, produits, rubriqueContenus, rubriques, sessionsFormation } from '../../platform/db/schema.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import { loadContenus } from '../content/public.ts';

type Schemas = components['schemas'];

async function contenusByOwner(
  db: Database,
  links: readonly { owner: number; idContenu: number }[],
): Promise<Map<number, Schemas['Contenu'][]>> {
  const loaded = await loadContenus(
    db,
    links.map((link) => link.idContenu),
  );
  const byId = new Map(loaded.map((contenu) => [contenu.Id, contenu]));
  const byOwner = new Map<number, Schemas['Contenu'][]>();
  for (const link of links) {
    const contenu = byId.get(link.idContenu);
    if (!contenu) continue;
    byOwner.set(link.owner, [...(byOwner.get(link.owner) ?? []), contenu]);
  }
  return byOwner;
}

export async function listVisibleRubriques(db: Database): Promise<Schemas['Rubrique'][]> {
  const rows = await db
    .select({
      Id: rubriques.id,
      Code: rubriques.code,
      Libelle: rubriques.libelle,
      Visible: rubriques.visible,
      Rang: rubriques.rang,
    })
    .from(rubriques)
    .where(eq(rubriques.visible, true))
    .orderBy(asc(rubriques.rang), asc(rubriques.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ owner: rubriqueContenus.idRubrique, idContenu: rubriqueContenus.idContenu })
    .from(rubriqueContenus)
    .where(
      inArray(
        rubriqueContenus.idRubrique,
        rows.map((row) => row.Id),
      ),
    )
    .orderBy(asc(rubriqueContenus.idContenu));
  const contenus = await contenusByOwner(db, links);
  return rows.map((row) => ({ ...row, Contenu: contenus.get(row.Id) ?? [] }));
}

export async function isVisibleRubrique(db: Database, idRubrique: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rubriques.id })
    .from(rubriques)
    .where(and(eq(rubriques.id, idRubrique), eq(rubriques.visible, true)));
  return row !== undefined;
}

/**
 * Products a visitor may see: visible, in a visible rubrique, and not a discount. The discount's
 * columns (and its code) are never read here.
 */
async function listPublicProduits(db: Database, filter: SQL | undefined): Promise<Schemas['Produit'][]> {
  const rows = await db
    .select({
      Id: produits.id,
      IdTypeProduit: produits.idTypeProduit,
      IdRubrique: produits.idRubrique,
      Libelle: produits.libelle,
      Description: produits.description,
      PrixTTCCentimes: produits.prixTtcCentimes,
      TauxTva: produits.tauxTva,
      Rang: produits.rang,
      Visible: produits.visible,
    })
    .from(produits)
    .innerJoin(rubriques, eq(rubriques.id, produits.idRubrique))
    .where(
      and(
        eq(produits.visible, true),
        eq(rubriques.visible, true),
        // Discount products are reached through their code only, never by browsing.
        ne(produits.idTypeProduit, TYPE_PRODUIT.reduction),
        filter,
      ),
    )
    .orderBy(asc(rubriques.rang), asc(produits.rang), asc(produits.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.Id);
  const sessions = await db
    .select({
      idProduit: sessionsFormation.idProduit,
      Id: sessionsFormation.id,
      DateDebut: sessionsFormation.dateDebut,
      DateFin: sessionsFormation.dateFin,
      Lieu: sessionsFormation.lieu,
      PlacesRestantes: sessionsFormation.placesRestantes,
    })
    .from(sessionsFormation)
    .where(inArray(sessionsFormation.idProduit, ids))
    .orderBy(asc(sessionsFormation.dateDebut), asc(sessionsFormation.id));
  const links = await db
    .select({ owner: produitContenus.idProduit, idContenu: produitContenus.idContenu })
    .from(produitContenus)
    .where(inArray(produitContenus.idProduit, ids))
    .orderBy(asc(produitContenus.idContenu));
  const contenus = await contenusByOwner(db, links);
  return rows.map((row) => ({
    ...row,
    Reduction: null,
    Sessions: sessions
      .filter((session) => session.idProduit === row.Id)
      .map(({ idProduit: _idProduit, ...session }) => session),
    Contenu: contenus.get(row.Id) ?? [],
  }));
}

export function listAllPublicProduits(db: Database): Promise<Schemas['Produit'][]> {
  return listPublicProduits(db, undefined);
}

export function listPublicProduitsOfRubrique(db: Database, idRubrique: number): Promise<Schemas['Produit'][]> {
  return listPublicProduits(db, eq(produits.idRubrique, idRubrique));
}

export async function findPublicProduit(db: Database, id: number): Promise<Schemas['Produit'] | undefined> {
  const [found] = await listPublicProduits(db, eq(produits.id, id));
  return found;
}
