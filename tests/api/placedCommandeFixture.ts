import type { components } from '../../openapi/generated/schema.d.ts';
import { ETAT_COMMANDE, TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import type { Database } from '../../server/platform/db/database.ts';
import { commandeProduits, commandes, comptes } from '../../server/platform/db/schema.ts';

/** The seed's « Référencement d'un livre numérique »: 29,00 € with 20 % VAT. */
const PRODUIT = { id: 2, libelle: "Référencement d'un livre numérique", ttc: 2900, ht: 2417, tauxTva: 20 };

/**
 * Test fixture: an account of its own, for tests that need many orders fast. Its orders cascade away with it;
 * its invoices are removed by `removeFixtureAccount`.
 */
export async function insertFixtureAccount(db: Database, name: string): Promise<number> {
  const [row] = await db
    .insert(comptes)
    .values({ login: `${name}@facture.example.org`, prenom: 'Client', nom: name, idCivilite: 1, role: 'frontoffice' })
    .returning({ id: comptes.id });
  if (!row) throw new Error('account insert returned no row');
  return row.id;
}

/**
 * Test fixture: a placed order of one line, with the snapshot columns Commande_Create fills (number, totals,
 * billing identity, line prices), inserted directly instead of going through the basket.
 */
export async function insertPlacedCommandeFixture(db: Database, idCompte: number, numero: string): Promise<number> {
  const facturation: components['schemas']['IdentiteFacturation'] = {
    Civilite: 'M.',
    Prenom: 'Client',
    Nom: 'Fixture',
    Email: 'fixture@facture.example.org',
    RaisonSociale: null,
    Siret: null,
    NumeroTva: null,
    Adresse: {
      NumeroEtVoie: '3 rue des Presses',
      ComplementsAdresse: null,
      CodePostal: '69002',
      Ville: 'Lyon',
      Pays: 'France',
      CodePays: 'FR',
    },
  };
  const [commande] = await db
    .insert(commandes)
    .values({
      idCompte,
      idEtatCommande: ETAT_COMMANDE.payee,
      numero,
      datePassage: new Date(),
      montantProduitsTtcCentimes: PRODUIT.ttc,
      montantReductionTtcCentimes: 0,
      totalHtCentimes: PRODUIT.ht,
      totalTvaCentimes: PRODUIT.ttc - PRODUIT.ht,
      totalTtcCentimes: PRODUIT.ttc,
      facturation,
    })
    .returning({ id: commandes.id });
  if (!commande) throw new Error('order insert returned no row');
  await db.insert(commandeProduits).values({
    idCommande: commande.id,
    idProduit: PRODUIT.id,
    quantite: 1,
    libelle: PRODUIT.libelle,
    idTypeProduit: TYPE_PRODUIT.referencement,
    prixUnitaireTtcCentimes: PRODUIT.ttc,
    prixUnitaireHtCentimes: PRODUIT.ht,
    tauxTva: PRODUIT.tauxTva,
    montantTtcCentimes: PRODUIT.ttc,
    montantHtCentimes: PRODUIT.ht,
  });
  return commande.id;
}
