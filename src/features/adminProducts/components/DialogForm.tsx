import type { FormEvent, ReactNode, RefObject } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import modal from '../../../components/ui/Modal.module.css';
import styles from './AdminProducts.module.css';

export interface DialogFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  onCancel: () => void;
  /** Why the last save failed, said above the fields. */
  failure: string | null;
  isPending: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A dialog's form: the failure of the last save, the fields, then « Annuler » and the submit button. */
export function DialogForm({
  formRef,
  onSubmit,
  onCancel,
  failure,
  isPending,
  submitLabel,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <div className={`${modal.body} ${styles.body}`}>
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        {children}
      </div>
      <div className={modal.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" isPending={isPending}>
          {isPending ? T.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
