import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { normalisedCode } from '../../../../domain/basket/reductionRules.ts';
import type { CodeRefusal } from '../../../../machines/basket/selectors.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import styles from './BasketPage.module.css';

export interface ReductionCodeFormProps {
  isDisabled: boolean;
  /** The code the basket carries: once the typed code is applied, the field empties. */
  applied: string | null;
  /** The code the server last refused, and why: said under the field while the field holds that code. */
  refusal: CodeRefusal | null;
  onApply(code: string): void;
}

/**
 * Where a reduction code is entered: one at most, applied and checked by the server; another one replaces it.
 * The code applied is shown, and removed, in the summary's discount row. A refused code stays in the field, with
 * the server's reason under it, so that it can be corrected.
 */
export function ReductionCodeForm({ isDisabled, applied, refusal, onApply }: ReductionCodeFormProps) {
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  // The code sent has been applied: the summary shows it, the field is free for another one.
  if (sent !== null && applied !== null && normalisedCode(sent) === applied) {
    setSent(null);
    setValue('');
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty code is not sent.
    if (value.trim() === '') return;
    setSent(value);
    onApply(value.trim());
  };
  // The reason stays while the field holds the refused code; typing another code clears it.
  const error = refusal !== null && refusal.code === value.trim() ? refusal.message : undefined;
  return (
    <section className={styles.code} aria-labelledby="code-reduction-titre">
      <h2 id="code-reduction-titre" className={styles.sideTitle}>
        Code de réduction
      </h2>
      <Form className={styles.codeForm} onSubmit={submit}>
        <TextField
          label="Votre code"
          name="codeReduction"
          value={value}
          onChange={setValue}
          autoComplete="off"
          errorMessage={error}
        />
        <Button type="submit" variant="secondary" isDisabled={isDisabled}>
          Appliquer
        </Button>
      </Form>
      {/* The field's error, said as it appears (the field names it again when focused). */}
      <p className={styles.srOnly} aria-live="polite">
        {error}
      </p>
    </section>
  );
}
