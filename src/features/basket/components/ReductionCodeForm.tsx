import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import styles from './BasketPage.module.css';

export interface ReductionCodeFormProps {
  isDisabled: boolean;
  onApply(code: string): void;
}

/**
 * Where a reduction code is entered: one at most, applied and checked by the server; another one replaces it.
 * The code applied is shown, and removed, in the summary's discount row.
 */
export function ReductionCodeForm({ isDisabled, onApply }: ReductionCodeFormProps) {
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
      <Form className={styles.codeForm} onSubmit={submit}>
        <TextField label="Votre code" name="codeReduction" value={value} onChange={setValue} autoComplete="off" />
        <Button type="submit" variant="secondary" isDisabled={isDisabled}>
          Appliquer
        </Button>
      </Form>
    </section>
  );
}
