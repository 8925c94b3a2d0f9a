import { useMemo, useState } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useCreateBoReduction } from '../api/createBoReduction.ts';
import { DialogForm } from './DialogForm.tsx';
import { creationDraftErrors, creationOf, EMPTY_CREATION, type CreationDraft } from './productForm.ts';
import { ReductionFields } from './ReductionFields.tsx';
import { useDialogForm } from './useDialogForm.ts';

export interface ReductionCreateFormProps {
  onClose: () => void;
  onPendingChange: (isPending: boolean) => void;
}

/** « Nouveau code de réduction »: its label, code, kind, value and validity; a failed save keeps what was typed. */
export function ReductionCreateForm({ onClose, onPendingChange }: ReductionCreateFormProps) {
  const [draft, setDraft] = useState<CreationDraft>(EMPTY_CREATION);
  const create = useCreateBoReduction();
  const dialogForm = useDialogForm(useMemo(() => creationDraftErrors(draft), [draft]));
  const { errors } = dialogForm;
  const change = (next: CreationDraft) => {
    setDraft(next);
    dialogForm.clearFailure();
  };

  async function submit() {
    if (!dialogForm.attempt()) return;
    onPendingChange(true);
    try {
      const created = await create.mutateAsync(creationOf(draft));
      toast.success(T.created(created.Reduction?.CodeReduction ?? ''));
      onClose();
    } catch (error) {
      dialogForm.fail(error);
    } finally {
      onPendingChange(false);
    }
  }

  return (
    <DialogForm
      formRef={dialogForm.formRef}
      onSubmit={() => void submit()}
      onCancel={onClose}
      failure={dialogForm.failure}
      isPending={create.isPending}
      submitLabel={T.create}
    >
      <TextField
        label={T.fields.libelle}
        value={draft.Libelle}
        onChange={(Libelle) => change({ ...draft, Libelle })}
        errorMessage={errors.Libelle}
        isDisabled={create.isPending}
        maxLength={200}
      />
      <TextField
        label={T.fields.code}
        description={T.fields.codeHint}
        value={draft.CodeReduction}
        onChange={(CodeReduction) => change({ ...draft, CodeReduction })}
        errorMessage={errors.CodeReduction}
        isDisabled={create.isPending}
        maxLength={30}
        autoComplete="off"
      />
      <ReductionFields
        values={draft}
        onChange={(reduction) => change({ ...draft, ...reduction })}
        errors={errors}
        isDisabled={create.isPending}
      />
    </DialogForm>
  );
}
