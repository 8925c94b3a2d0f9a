import type { components } from '../../../openapi/generated/schema.d.ts';
import type { DeliverySummaryRow, readDeliveryDetail } from './repository.ts';

type Schemas = components['schemas'];

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toLivraisonResume(row: DeliverySummaryRow): Schemas['LivraisonResume'] {
  return {
    Id: row.id,
    Etat: row.etat as Schemas['EtatLivraison'],
    DateCreation: row.dateCreation.toISOString(),
    Declencheur: row.declencheur as Schemas['LivraisonResume']['Declencheur'],
    VersionOnix: row.versionOnix as Schemas['LivraisonResume']['VersionOnix'],
    NombreProduits: row.nombreProduits,
    Acceptes: row.acceptes,
    AvecRemarques: row.avecRemarques,
    Rejetes: row.rejetes,
    Tentatives: row.tentatives,
    DateProchaineTentative: iso(row.dateProchaineTentative),
    DerniereErreur: row.derniereErreur,
    DateEnvoi: iso(row.dateEnvoi),
    DateAccuse: iso(row.dateAccuse),
  };
}

type Detail = NonNullable<Awaited<ReturnType<typeof readDeliveryDetail>>>;

export function toLivraison(row: DeliverySummaryRow, detail: Detail): Schemas['Livraison'] {
  return {
    ...toLivraisonResume(row),
    Produits: detail.produits.map((p) => ({
      IdPublication: p.idPublication,
      IdPersonne: p.idPersonne,
      Ean: p.ean,
      Titre: p.titre,
      Notification: p.notification as Schemas['LivraisonProduit']['Notification'],
      Statut: p.statut as Schemas['LivraisonProduit']['Statut'],
      Messages: p.messages,
    })),
    MessagesFichier: detail.messagesFichier,
  };
}
