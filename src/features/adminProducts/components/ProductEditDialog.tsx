import { useState } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import type { BoProduit } from '../api/getBoProduitPage.ts';
import { FormDialog } from './FormDialog.tsx';
import { ProductEditForm } from './ProductEditForm.tsx';

/** « Modifier le produit » over the list. */
export function ProductEditDialog({ produit, onClose }: { produit: BoProduit; onClose: () => void }) {
  const [isPending, setPending] = useState(false);
  return (
    <FormDialog title={T.editTitle} subtitle={produit.Libelle} onClose={onClose} isPending={isPending}>
      <ProductEditForm produit={produit} onClose={onClose} onPendingChange={setPending} />
    </FormDialog>
  );
}
