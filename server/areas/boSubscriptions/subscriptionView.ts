import type { components } from '../../../openapi/generated/schema.d.ts';
import type { BoSubscriptionRow } from './listSubscriptions.ts';
import { toClientCommande } from '../boOrders/public.ts';

type Etat = components['schemas']['AbonnementBO']['Etat'];

/** Ended once its last day is past; cancelled while it runs to its end without renewing. */
export function etatOf(dateFin: string, dateResiliation: Date | null, today: string): Etat {
  if (dateFin < today) return 'termine';
  return dateResiliation ? 'resilie' : 'actif';
}

export function toAbonnementBO(row: BoSubscriptionRow): components['schemas']['AbonnementBO'] {
  const { abonnement, today } = row;
  const etat = etatOf(abonnement.dateFin, abonnement.dateResiliation, today);
  return {
    Abonnement: {
      Id: abonnement.id,
      IdProduit: abonnement.idProduit,
      Libelle: row.libelle ?? '',
      IdCommande: row.idCommande,
      NumeroCommande: row.numeroCommande ?? '',
      DateDebut: abonnement.dateDebut,
      DateFin: abonnement.dateFin,
      Renouvellement: abonnement.renouvellement,
      DateResiliation: abonnement.dateResiliation?.toISOString() ?? null,
      Actif: abonnement.dateDebut <= today && today <= abonnement.dateFin,
    },
    Client: toClientCommande(row.client),
    Etat: etat,
    PeutResilier: etat === 'actif',
  };
}
