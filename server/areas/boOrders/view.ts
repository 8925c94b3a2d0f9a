import type { components } from '../../../openapi/generated/schema.d.ts';
import { toCommandeResume, toFactureResume } from '../orders/public.ts';
import type { BoCommandeListRow } from './repository.ts';

type Schemas = components['schemas'];

export interface ClientRow {
  id: number;
  login: string;
  prenom: string;
  nom: string;
  raisonSociale: string | null;
}

export function toClientCommande(client: ClientRow): Schemas['ClientCommande'] {
  return {
    IdPersonne: client.id,
    Login: client.login,
    Prenom: client.prenom,
    Nom: client.nom,
    RaisonSociale: client.raisonSociale,
  };
}

/** A row of the back office's order list: the order's summary, its customer, its invoice and whether to refund. */
export function toBoCommandeListItem({ commande, etatCommande, client, facture, aRembourser }: BoCommandeListRow) {
  return {
    ...toCommandeResume(commande, etatCommande),
    Client: toClientCommande(client),
    Facture: facture ? toFactureResume(facture) : null,
    ARembourser: aRembourser,
  };
}
