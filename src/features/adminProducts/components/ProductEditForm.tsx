import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import form from '../../../components/ui/Form.module.css';
import modal from '../../../components/ui/Modal.module.css';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import type { BoProduit } from '../api/getBoProduitPage.ts';
import { useSaveBoProduit } from '../api/saveBoProduit.ts';
import { productDraftOf, productErrors, saveOf, type ProductDraft } from './productForm.ts';
import { ReductionFields } from './ReductionFields.tsx';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';
import styles from './AdminProducts.module.css';

export interface ProductEditFormProps {
  produit: BoProduit;
  onClose: () => void;
  onPendingChange: (isPending: boolean) => void;
}

/**
 * A product's label, price and visibility, or a discount's label, value and validity. Hiding a visible product asks
 * first; a failed save keeps everything typed and says why.
 */
export function ProductEditForm({ produit, onClose, onPendingChange }: ProductEditFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => productDraftOf(produit));
  const [attempts, setAttempts] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingHide, setConfirmingHide] = useState(false);
  const save = useSaveBoProduit();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);

  const ruleErrors = useMemo(() => productErrors(draft), [draft]);
  const errors = attempts > 0 ? ruleErrors : {};
  const isDiscount = produit.Reduction !== null;
  const change = (next: ProductDraft) => {
    setDraft(next);
    setFailure(null);
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
      const message = `${T.saveFailed} ${errorMessage(error)}`;
      setFailure(message);
      toast.error(message);
    } finally {
      onPendingChange(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setAttempts((count) => count + 1);
    if (Object.keys(ruleErrors).length > 0) return;
    if (produit.Visible && !draft.Visible) setConfirmingHide(true);
    else void send();
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <div className={`${modal.body} ${styles.body}`}>
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
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
        )}
        {!isDiscount && (
          <CheckboxField
            isSelected={draft.Visible}
            onChange={(Visible) => change({ ...draft, Visible })}
            isDisabled={save.isPending}
          >
            {T.fields.visible}
          </CheckboxField>
        )}
      </div>
      <div className={modal.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </div>
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
    </form>
  );
}
