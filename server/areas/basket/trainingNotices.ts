import type { components } from '../../../openapi/generated/schema.d.ts';
import { isTrainingForIndividual, TRAINING_FOR_INDIVIDUAL_TEXTS } from '../../../domain/order/trainingForIndividual.ts';

type Panier = components['schemas']['Panier'];

/**
 * The basket with each training line a private person would pay for themselves saying, on the line, that it is not
 * ordered online: the customer reads it as soon as the line is added, before the confirmation refuses it.
 */
export function withTrainingNotices(panier: Panier, isPrivatePerson: boolean): Panier {
  return {
    ...panier,
    listCommandeProduit: panier.listCommandeProduit.map((line) =>
      isTrainingForIndividual(line.Produit.IdTypeProduit, isPrivatePerson)
        ? { ...line, MessageErreur: TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice }
        : line,
    ),
  };
}
