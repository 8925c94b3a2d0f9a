import type { ReductionErrors } from '../../../domain/basket/reductionRules.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';

/** Only an article gives its buyers a file. */
export function isArticle(product: { idTypeProduit: number }): boolean {
  return product.idTypeProduit === TYPE_PRODUIT.article;
}

/** The message of the first rule a request breaks; undefined when it breaks none. */
export function firstBrokenRule(errors: ReductionErrors): string | undefined {
  const [message] = Object.values(errors);
  return message;
}
