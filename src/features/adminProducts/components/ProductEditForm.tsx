import { useMemo, useState } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
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

/**
 * A product's label, price and visibility (and an article's PDF, sent as soon as it is chosen), or a discount's
 * label, value and validity. Hiding a visible product asks
 * first; a failed save keeps everything typed and says why.
 */
export function ProductEditForm({ produit, onClose, onPendingChange }: ProductEditFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => productDraftOf(produit));
  const [confirmingHide, setConfirmingHide] = useState(false);
  const save = useSaveBoProduit();
  const dialogForm = useDialogForm(useMemo(() => productErrors(draft), [draft]));
  const { errors } = dialogForm;
  const change = (next: ProductDraft) => {
    setDraft(next);
    dialogForm.clearFailure();
  };

  async function send() {
    setConfirmingHide(false);
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
    if (produit.Visible && !draft.Visible) setConfirmingHide(true);
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
        isOpen={confirmingHide}
        title={T.confirmHideTitle(produit.Libelle)}
        confirmLabel={T.confirmHideAction}
        pendingLabel={T.saving}
        cancelLabel={T.keepVisible}
        isDestructive
        isPending={save.isPending}
        onConfirm={() => void send()}
        onCancel={() => setConfirmingHide(false)}
      >
        {T.confirmHide}
      </ConfirmDialog>
    </>
  );
}
