import { useNavigate } from 'react-router-dom';
import { TYPE_PRODUIT } from '../../../../../domain/referenceIds.ts';
import { REFERENCING_TEXTS as T } from '../../../../../domain/referencing/referencingTexts.ts';
import { Button, type ButtonVariant } from '../../../../components/ui/Button.tsx';
import { useBasket } from '../../../basket/public.ts';
import { useReferencingProduit } from '../../api/getReferencingProducts.ts';

export interface OrderReferencingButtonProps {
  idPublication: number;
  /** The « Référencement » product that fits the publication (Referencement.IdProduit), and its price. */
  idProduit: number;
  prixCentimes: number;
  /** Said instead of the button's text where several publications have one (« Mes publications »). */
  'aria-label'?: string;
  variant?: ButtonVariant;
}

/**
 * « Commander le référencement »: puts the referencing of this publication in the basket, then opens the basket.
 * The product's name is asked of the catalogue for the line; the basket shows its own once the server has it.
 */
export function OrderReferencingButton({
  idPublication,
  idProduit,
  prixCentimes,
  variant = 'primary',
  ...aria
}: OrderReferencingButtonProps) {
  const basket = useBasket();
  const navigate = useNavigate();
  const produit = useReferencingProduit(idProduit);
  const order = () => {
    basket.add({
      Produit: {
        Id: idProduit,
        IdTypeProduit: TYPE_PRODUIT.referencement,
        Libelle: produit.data?.Libelle ?? T.sectionTitle,
        PrixTTCCentimes: prixCentimes,
      },
      IdPublication: idPublication,
      Formation: null,
    });
    void navigate('/panier');
  };
  return (
    <Button variant={variant} onPress={order} {...aria}>
      {T.order}
    </Button>
  );
}
