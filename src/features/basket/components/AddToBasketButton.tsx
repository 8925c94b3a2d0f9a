import { PlainButton } from '../../../components/ui/PlainButton.tsx';
import type { Produit, SessionFormation } from '../../../lib/api/types.ts';
import { useBasket } from '../hooks/useBasket.ts';

export interface AddToBasketButtonProps {
  produit: Pick<Produit, 'Id' | 'IdTypeProduit' | 'Libelle' | 'PrixTTCCentimes'>;
  /** The session a training is added for. */
  session?: SessionFormation;
  /** Said after « Ajouter au panier » to screen readers, so that the buttons of a list differ: the product, the session. */
  subject: string;
  isDisabled?: boolean;
}

/** Adds one of the product (of the session, for a training) to the basket. */
export function AddToBasketButton({ produit, session, subject, isDisabled }: AddToBasketButtonProps) {
  const basket = useBasket();
  return (
    <PlainButton
      variant="primary"
      aria-label={`Ajouter au panier : ${subject}`}
      disabled={isDisabled}
      onClick={() =>
        basket.add({
          Produit: {
            Id: produit.Id,
            IdTypeProduit: produit.IdTypeProduit,
            Libelle: produit.Libelle,
            PrixTTCCentimes: produit.PrixTTCCentimes,
          },
          IdPublication: null,
          Formation: session ? { Id: session.Id, DateDebut: session.DateDebut, DateFin: session.DateFin } : null,
        })
      }
    >
      Ajouter au panier
    </PlainButton>
  );
}
