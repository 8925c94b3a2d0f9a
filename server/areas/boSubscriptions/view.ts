import type { components } from '../../../openapi/generated/schema.d.ts';
import type { BoSubscriptionRow } from './repository.ts';
import { etatOf } from './rules.ts';
import { toClientCommande } from '../boOrders/public.ts';

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
