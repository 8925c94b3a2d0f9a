import type { ValuesOf } from '../../../lib/api/client.ts';

export type BoCommandeListValues = ValuesOf<'/BO/Commande/Commande_GetAll_List'>;

/** An invoice of the back office: its id and its customer's. */
export interface BoFactureId {
  Id: number;
  IdPersonne: number;
}

/** The query keys of the back office's orders. Every page of the list sits under `lists`, which a change makes stale. */
export const boCommandeKeys = {
  lists: () => ['bo', 'commandes', 'list'] as const,
  list: (values: BoCommandeListValues) => ['bo', 'commandes', 'list', values] as const,
  detail: (id: number) => ['bo', 'commandes', 'detail', id] as const,
  attendees: (id: number) => ['bo', 'commandes', 'detail', id, 'participants'] as const,
  facture: (values: BoFactureId | null) => ['bo', 'factures', values?.IdPersonne, values?.Id] as const,
};
