import { ADMIN_PRODUCT_TEXTS } from '../../../../domain/basket/boProductTexts.ts';
import { TYPE_REDUCTION } from '../../../../domain/referenceIds.ts';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { BoReduction } from '../api/getBoProduitPage.ts';

const T = ADMIN_PRODUCT_TEXTS;

/** « 10 % » or « 5,00 € ». */
export function reductionValueText({ IdTypeReduction, Valeur }: Pick<BoReduction, 'IdTypeReduction' | 'Valeur'>) {
  return IdTypeReduction === TYPE_REDUCTION.pourcentage ? T.percentValue(Valeur) : formatPrice(Valeur);
}

/** « du 01/09/2026 au 31/12/2026 », « à partir du … », « jusqu'au … » or « sans limite ». */
export function validityText({ DateDebut, DateFin }: Pick<BoReduction, 'DateDebut' | 'DateFin'>): string {
  if (DateDebut && DateFin) return T.validity.between(formatDate(DateDebut), formatDate(DateFin));
  if (DateDebut) return T.validity.from(formatDate(DateDebut));
  if (DateFin) return T.validity.until(formatDate(DateFin));
  return T.validity.unlimited;
}
