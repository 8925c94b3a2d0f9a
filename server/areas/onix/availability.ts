import { DISPONIBILITE } from '../../../domain/referenceIds.ts';

/** A portal availability as ONIX says it: the publisher's status (List 64) and the supplier's availability (List 65). */
export interface OnixAvailability {
  PublishingStatus: string;
  ProductAvailability: string;
}

/**
 * IdDisponibilite (Get_Disponibilite). A temporary shortage leaves the book active (04) with the supplier
 * temporarily unavailable (30). « Arrêt de commercialisation » is a definitive stop: out of print (07, 51). EDItEUR
 * asks that a product put out of print stay a normal record (NotificationType 03) rather than a deletion.
 */
export const ONIX_AVAILABILITY_OF_DISPONIBILITE: Readonly<Record<number, OnixAvailability>> = {
  [DISPONIBILITE.aParaitre]: { PublishingStatus: '02', ProductAvailability: '10' },
  [DISPONIBILITE.disponible]: { PublishingStatus: '04', ProductAvailability: '20' },
  [DISPONIBILITE.indisponibleProvisoirement]: { PublishingStatus: '04', ProductAvailability: '30' },
  [DISPONIBILITE.arretDeCommercialisation]: { PublishingStatus: '07', ProductAvailability: '51' },
};

/** Printed on demand: available as such (23), or forthcoming and to be printed on demand (12). */
const PRINT_ON_DEMAND_AVAILABILITY: Readonly<Record<number, string>> = {
  [DISPONIBILITE.aParaitre]: '12',
  [DISPONIBILITE.disponible]: '23',
};

/** The ONIX availability of a portal availability, or undefined for an unknown one. */
export function onixAvailability(idDisponibilite: number, impressionDemande: boolean): OnixAvailability | undefined {
  const availability = ONIX_AVAILABILITY_OF_DISPONIBILITE[idDisponibilite];
  const onDemand = impressionDemande ? PRINT_ON_DEMAND_AVAILABILITY[idDisponibilite] : undefined;
  return availability && onDemand ? { ...availability, ProductAvailability: onDemand } : availability;
}
