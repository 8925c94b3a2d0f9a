import { useMemo, useState } from 'react';
import { priceNeedsConfirmation } from '../../../../domain/basket/boPriceCheck.ts';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { TYPE_PRODUIT } from '../../../../domain/referenceIds.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import form from '../../../components/ui/Form.module.css';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { BoProduit } from '../api/getBoProduitPage.ts';
import { useSaveBoProduit } from '../api/saveBoProduit.ts';
import { ArticleFileField } from './ArticleFileField.tsx';
import { DialogForm } from './DialogForm.tsx';
import { productDraftOf, productErrors, saveOf, type ProductDraft } from './productForm.ts';
import { ReductionFields } from './ReductionFields.tsx';
import { useDialogForm } from './useDialogForm.ts';

export interface ProductEditFormProps {
  produit: BoProduit;
  onClose: () => void;
  onPendingChange: (isPending: boolean) => void;
}

/** What « Enregistrer » asks before it saves: a price of 0 € or moved by more than half, then hiding the product. */
type Confirmation = 'price' | 'hide' | null;

/**
 * A product's label, price and visibility (and an article's PDF, sent as soon as it is chosen), or a discount's
 * label, value and validity. A price of 0 € or one moved by more than half, and hiding a visible product, ask
 * first (« Annuler » goes back to the form as typed); a failed save keeps everything typed and says why.
 */
export function ProductEditForm({ produit, onClose, onPendingChange }: ProductEditFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => productDraftOf(produit));
  const [confirming, setConfirming] = useState<Confirmation>(null);
  const save = useSaveBoProduit();
  const dialogForm = useDialogForm(useMemo(() => productErrors(draft), [draft]));
  const { errors } = dialogForm;
  const change = (next: ProductDraft) => {
    setDraft(next);
    dialogForm.clearFailure();
  };

  const hides = produit.Visible && !draft.Visible;
  const newPrice = saveOf(produit, draft).produit?.PrixTTCCentimes ?? produit.PrixTTCCentimes;

  async function send() {
    setConfirming(null);
    const calls = saveOf(produit, draft);
    if (!calls.produit && !calls.reduction) {
      onClose();
      return;
    }
    onPendingChange(true);
    try {
      await save.mutateAsync(calls);
      toast.success(T.saved(draft.Libelle.trim()));
      onClose();
    } catch (error) {
      dialogForm.fail(error);
    } finally {
      onPendingChange(false);
    }
  }

  function submit() {
    if (!dialogForm.attempt()) return;
    if (priceNeedsConfirmation(produit.PrixTTCCentimes, newPrice)) setConfirming('price');
    else afterPrice();
  }

  function afterPrice() {
    if (hides) setConfirming('hide');
    else void send();
  }

  return (
    <>
      <DialogForm
        formRef={dialogForm.formRef}
        onSubmit={submit}
        onCancel={onClose}
        failure={dialogForm.failure}
        isPending={save.isPending}
        submitLabel={T.save}
      >
        <TextField
          label={T.fields.libelle}
          value={draft.Libelle}
          onChange={(Libelle) => change({ ...draft, Libelle })}
          errorMessage={errors.Libelle}
          isDisabled={save.isPending}
          maxLength={200}
        />
        {draft.reduction ? (
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>
              {T.reductionLegend} {produit.Reduction?.CodeReduction}
            </legend>
            <ReductionFields
              values={draft.reduction}
              onChange={(reduction) => change({ ...draft, reduction })}
              errors={errors}
              isDisabled={save.isPending}
            />
          </fieldset>
        ) : (
          <>
            <TextField
              label={T.fields.prix}
              description={T.fields.prixHint}
              inputMode="decimal"
              value={draft.prix}
              onChange={(prix) => change({ ...draft, prix })}
              errorMessage={errors.prix}
              isDisabled={save.isPending}
              maxLength={14}
            />
            <CheckboxField
              isSelected={draft.Visible}
              onChange={(Visible) => change({ ...draft, Visible })}
              isDisabled={save.isPending}
            >
              {T.fields.visible}
            </CheckboxField>
            {produit.IdTypeProduit === TYPE_PRODUIT.article && <ArticleFileField produit={produit} />}
          </>
        )}
      </DialogForm>
      <ConfirmDialog
        isOpen={confirming === 'price'}
        title={T.confirmPriceTitle(produit.Libelle)}
        confirmLabel={T.confirmPriceAction}
        pendingLabel={T.saving}
        isPending={save.isPending}
        onConfirm={afterPrice}
        onCancel={() => setConfirming(null)}
      >
        {T.confirmPrice(
          formatPrice(produit.PrixTTCCentimes),
          formatPrice(newPrice),
          newPrice === 0 ? 'free' : newPrice > produit.PrixTTCCentimes ? 'up' : 'down',
        )}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'hide'}
        title={T.confirmHideTitle(produit.Libelle)}
        confirmLabel={T.confirmHideAction}
        pendingLabel={T.saving}
        cancelLabel={T.keepVisible}
        isDestructive
        isPending={save.isPending}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(null)}
      >
        {T.confirmHide}
      </ConfirmDialog>
    </>
  );
}
