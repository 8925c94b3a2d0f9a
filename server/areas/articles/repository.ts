import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { ETATS_COMMANDE_PAYEE } from '../../../domain/order/paidCommandes.ts';
import { FOLLOW_UP_PATHS } from '../../../domain/order/paths.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { commandeProduits, commandes, comptes, produits } from '../../platform/db/schema.ts';

type ArticleTelechargeable = components['schemas']['ArticleTelechargeable'];

/** The article lines whose PDF their buyer may download: the order gives them (paid for good), the product has one. */
const downloadable = and(
  eq(commandeProduits.idTypeProduit, TYPE_PRODUIT.article),
  inArray(commandes.idEtatCommande, [...ETATS_COMMANDE_PAYEE]),
  isNotNull(produits.fichier),
);

/** The buyer's article line and its file, or undefined whatever the reason it is not given (nothing is told apart). */
export async function findBuyersArticle(
  db: Queryable,
  idCompte: number,
  idCommande: number,
  idCommandeProduit: number,
) {
  const [row] = await db
    .select({ libelle: commandeProduits.libelle, fichier: produits.fichier })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .innerJoin(produits, eq(produits.id, commandeProduits.idProduit))
    .where(
      and(
        eq(commandeProduits.id, idCommandeProduit),
        eq(commandes.id, idCommande),
        eq(commandes.idCompte, idCompte),
        downloadable,
      ),
    );
  if (!row?.fichier || !row.libelle) return undefined;
  return { libelle: row.libelle, fichier: row.fichier };
}

/** For each of these orders, the articles its buyer may download, in the order of its lines. */
export async function findDownloadableArticles(
  db: Queryable,
  idCommandes: readonly number[],
): Promise<Map<number, ArticleTelechargeable[]>> {
  const byCommande = new Map<number, ArticleTelechargeable[]>();
  if (idCommandes.length === 0) return byCommande;
  const rows = await db
    .select({ idCommande: commandes.id, idCommandeProduit: commandeProduits.id, libelle: commandeProduits.libelle })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .innerJoin(produits, eq(produits.id, commandeProduits.idProduit))
    .where(and(inArray(commandes.id, [...idCommandes]), downloadable))
    .orderBy(asc(commandeProduits.id));
  for (const row of rows) {
    const articles = byCommande.get(row.idCommande) ?? [];
    articles.push({
      IdCommandeProduit: row.idCommandeProduit,
      Libelle: row.libelle ?? '',
      Telechargement: FOLLOW_UP_PATHS.article(row.idCommande, row.idCommandeProduit),
    });
    byCommande.set(row.idCommande, articles);
  }
  return byCommande;
}

/**
 * The paid article lines of a product, with their buyer: who must be told when its file arrives. Read in the upload's
 * transaction, before the product points at the file.
 */
export async function findPaidBuyersOf(db: Queryable, idProduit: number) {
  return db
    .select({
      idCommande: commandes.id,
      numero: commandes.numero,
      idCommandeProduit: commandeProduits.id,
      libelle: commandeProduits.libelle,
      login: comptes.login,
      prenom: comptes.prenom,
      nom: comptes.nom,
    })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .innerJoin(comptes, eq(comptes.id, commandes.idCompte))
    .where(
      and(
        eq(commandeProduits.idProduit, idProduit),
        eq(commandeProduits.idTypeProduit, TYPE_PRODUIT.article),
        inArray(commandes.idEtatCommande, [...ETATS_COMMANDE_PAYEE]),
      ),
    )
    .orderBy(asc(commandeProduits.id));
}

/** The article's current file, its product row locked until the transaction ends; undefined for an unknown product. */
export async function lockArticleFile(tx: Transaction, idProduit: number) {
  const [current] = await tx
    .select({ fichier: produits.fichier })
    .from(produits)
    .where(eq(produits.id, idProduit))
    .for('update');
  return current;
}

/** Points the article at its new file. */
export async function setArticleFile(tx: Transaction, idProduit: number, fichier: string, octets: number) {
  await tx.update(produits).set({ fichier, fichierOctets: octets }).where(eq(produits.id, idProduit));
}
