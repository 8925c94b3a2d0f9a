import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { Button } from '../../../components/ui/Button.tsx';
import modal from '../../../components/ui/Modal.module.css';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { useCreateBoReduction } from '../api/createBoReduction.ts';
import { creationDraftErrors, creationOf, EMPTY_CREATION, type CreationDraft } from './productForm.ts';
import { ReductionFields } from './ReductionFields.tsx';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';
import styles from './AdminProducts.module.css';

export interface ReductionCreateFormProps {
  onClose: () => void;
  onPendingChange: (isPending: boolean) => void;
}

/** « Nouveau code de réduction »: its label, code, kind, value and validity; a failed save keeps what was typed. */
export function ReductionCreateForm({ onClose, onPendingChange }: ReductionCreateFormProps) {
  const [draft, setDraft] = useState<CreationDraft>(EMPTY_CREATION);
  const [attempts, setAttempts] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateBoReduction();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);

  const ruleErrors = useMemo(() => creationDraftErrors(draft), [draft]);
  const errors = attempts > 0 ? ruleErrors : {};
  const change = (next: CreationDraft) => {
    setDraft(next);
    setFailure(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setAttempts((count) => count + 1);
    if (Object.keys(ruleErrors).length > 0) return;
    onPendingChange(true);
    try {
      const created = await create.mutateAsync(creationOf(draft));
      toast.success(T.created(created.Reduction?.CodeReduction ?? ''));
      onClose();
    } catch (error) {
      const message = `${T.saveFailed} ${errorMessage(error)}`;
      setFailure(message);
      toast.error(message);
    } finally {
      onPendingChange(false);
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
      </div>
      <div className={modal.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={create.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" isPending={create.isPending}>
          {create.isPending ? T.saving : T.create}
        </Button>
      </div>
    </form>
  );
}
