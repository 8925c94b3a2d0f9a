import { TYPE_PRODUIT } from '../../../../domain/referenceIds.ts';
import abonnement from '../../../assets/illustrations/type-abonnement.svg';
import article from '../../../assets/illustrations/type-article.svg';
import formation from '../../../assets/illustrations/type-formation.svg';
import referencement from '../../../assets/illustrations/type-referencement.svg';
import service from '../../../assets/illustrations/type-service.svg';

export interface ProduitKind {
  label: string;
  /** The pictogram of the kind (a file, 48 × 48). */
  visual: string;
}

const KINDS: Record<number, ProduitKind> = {
  [TYPE_PRODUIT.referencement]: { label: 'Référencement', visual: referencement },
  [TYPE_PRODUIT.formation]: { label: 'Formation', visual: formation },
  [TYPE_PRODUIT.article]: { label: 'Article', visual: article },
  [TYPE_PRODUIT.abonnement]: { label: 'Abonnement', visual: abonnement },
};

/** What a card says of its product's type, in words and in a picture. */
export function produitKind(idTypeProduit: number): ProduitKind {
  return KINDS[idTypeProduit] ?? { label: 'Service', visual: service };
}
