import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { MARQUE_UPDATE_MESSAGES } from '../../../../../domain/publication/messages.ts';
import { TOAST_DURATION_MARQUE_UPDATE } from '../../../../../domain/toastDurations.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import form from '../../../../components/ui/Form.module.css';
import modal from '../../../../components/ui/Modal.module.css';
import { toast } from '../../../../components/toast/toastQueue.ts';
import { ApiError } from '../../../../lib/api/apiError.ts';
import type { Marque } from '../../api/getMarques.ts';
import { useUpdateMarque, type MarqueUpdateValues } from '../../api/updateMarque.ts';
import { MarqueAddressFields } from './MarqueAddressFields.tsx';
import { MarqueContactFields } from './MarqueContactFields.tsx';
import {
  copyMarque,
  isMarqueChanged,
  PHONE_RULE_POINTER,
  serverMarqueErrors,
  validateMarque,
  type MarqueErrors,
} from './marqueForm.ts';
import styles from './MarqueUpdateDialog.module.css';

export interface MarqueUpdateFormProps {
  /** The brand as the step shows it, sent back as `Old`. */
  marque: Marque;
  idPublication: number;
  onClose(): void;
}

/** The brand's details to correct, checked with the contract's rules before they are sent. */
export function MarqueUpdateForm({ marque, idPublication, onClose }: MarqueUpdateFormProps) {
  const [values, setValues] = useState<Marque>(() => copyMarque(marque));
  const [attempts, setAttempts] = useState(0);
  const [serverErrors, setServerErrors] = useState<MarqueErrors>({});
  /** Why the server refused the whole report (a brand not, as stored, of the publisher; too many reports). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateMarque();
  const formRef = useRef<HTMLFormElement>(null);
  const phoneRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const ruleErrors = useMemo(() => validateMarque(values), [values]);
  // The rules speak once the author has tried to send, and then follow each correction.
  const errors: MarqueErrors = attempts > 0 ? { ...serverErrors, ...ruleErrors } : serverErrors;
  const changed = isMarqueChanged(marque, values);

  useEffect(() => {
    if (attempts === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (ruleErrors[PHONE_RULE_POINTER]) phoneRef.current?.focus();
    // Only a new attempt moves the focus, not each keystroke that follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempts]);

  function change(next: Marque) {
    setValues(next);
    setServerErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is rendered in a portal but its events still bubble to the wizard's form in React's tree.
    event.stopPropagation();
    if (!changed || update.isPending) return;
    setAttempts((count) => count + 1);
    if (Object.keys(ruleErrors).length > 0) return;
    // The rules of the update window have just accepted these values, which is what `New` requires.
    const corrected = values as MarqueUpdateValues['New'];
    setRefusal(null);
    try {
      await update.mutateAsync({ Old: marque, New: corrected, IdPublication: idPublication });
      toast.success(MARQUE_UPDATE_MESSAGES.sent, { timeout: TOAST_DURATION_MARQUE_UPDATE });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(serverMarqueErrors(error.errors));
      if (error instanceof ApiError && (error.status === 409 || error.status === 429)) setRefusal(error.message);
      toast.error(MARQUE_UPDATE_MESSAGES.failed, { timeout: TOAST_DURATION_MARQUE_UPDATE });
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={`${modal.body} ${styles.body}`}>
        <p className={form.hint}>
          Corrigez les coordonnées de la marque. Votre demande est transmise au prestataire de référencement : la mise à
          jour sera visible sous 48 heures.
        </p>
        {refusal && (
          <p className={form.failure} role="alert">
            {refusal}
          </p>
        )}
        <MarqueAddressFields values={values} onChange={change} errors={errors} isDisabled={update.isPending} />
        <MarqueContactFields
          values={values}
          onChange={change}
          errors={errors}
          isDisabled={update.isPending}
          phoneRef={phoneRef}
        />
      </div>
      <div className={`${modal.actions} ${styles.actions}`}>
        {!changed && <p className={`${form.hint} ${styles.unchanged}`}>Modifiez au moins un champ pour l’envoyer.</p>}
        <Button variant="secondary" onPress={onClose}>
          Annuler
        </Button>
        <Button type="submit" isDisabled={!changed} isPending={update.isPending}>
          {update.isPending ? 'Envoi en cours...' : 'Envoyer'}
        </Button>
      </div>
    </form>
  );
}
