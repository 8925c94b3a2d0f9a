import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import styles from './BasketPage.module.css';

export interface ReductionCodeFormProps {
  code: string | null;
  isDisabled: boolean;
  onApply(code: string): void;
  onRemove(): void;
}

/** The reduction code of the basket: one at most, applied and checked by the server. */
export function ReductionCodeForm({ code, isDisabled, onApply, onRemove }: ReductionCodeFormProps) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty code is not sent.
    if (value.trim() === '') return;
    onApply(value.trim());
    setValue('');
  };
  return (
    <section className={styles.code} aria-labelledby="code-reduction-titre">
      <h2 id="code-reduction-titre" className={styles.sideTitle}>
        Code de réduction
      </h2>
      {code && (
        <p className={styles.appliedCode}>
          Code appliqué : <strong>{code}</strong>{' '}
          <Button
            variant="ghost"
            isDisabled={isDisabled}
            onPress={onRemove}
            aria-label={`Retirer le code de réduction ${code}`}
          >
            Retirer le code
          </Button>
        </p>
      )}
      <Form className={styles.codeForm} onSubmit={submit}>
        <TextField label="Votre code" name="codeReduction" value={value} onChange={setValue} autoComplete="off" />
        <Button type="submit" variant="secondary" isDisabled={isDisabled}>
          Appliquer
        </Button>
      </Form>
    </section>
  );
}
