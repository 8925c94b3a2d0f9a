import { useImperativeHandle, type FormEvent, type Ref } from 'react';
import { Form } from 'react-aria-components/Form';
import { EMAIL_LABEL } from '../../../../domain/identity/messages.ts';
import { ADMIN_ACCOUNT_TEXTS as T } from '../../../../domain/identity/adminAccountTexts.ts';
import type { Compte, CompteBOMiseAJourValues } from '../../../../machines/adminAccount/types.ts';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import form from '../../../components/ui/Form.module.css';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useContractForm } from '../../../lib/forms/useContractForm.ts';
import { AccountFields, FormFailure, SubmitActions } from '../../account/public.ts';
import { useTypesCompte } from '../api/getTypesCompte.ts';
import { boAccountFormOf, boAccountRules, toBoAccountValues } from '../utils/boAccountForm.ts';
import styles from './AdminAccounts.module.css';

/** What the page tells the form once the machine has the server's answer. */
export interface BoAccountFormHandle {
  /** Saved: start again from the account as the server now has it. */
  saved(compte: Compte): void;
  /** Refused: the server's reasons on the fields and above them; what was typed stays. */
  refused(error: unknown): void;
}

export interface BoAccountFormProps {
  compte: Compte;
  isSaving: boolean;
  onSave: (values: CompteBOMiseAJourValues) => void;
  handleRef: Ref<BoAccountFormHandle>;
}

/** The account's profile, e-mail, type and confirmation, checked with the contract before they are sent. */
export function BoAccountForm({ compte, isSaving, onSave, handleRef }: BoAccountFormProps) {
  const types = useTypesCompte();
  const state = useContractForm(boAccountRules, () => boAccountFormOf(compte));
  useImperativeHandle(handleRef, () => ({
    saved: (saved) => state.reset(boAccountFormOf(saved)),
    refused: (error) => state.refuseFromServer(error, T.form.failed),
  }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving || !state.check(T.form.invalid)) return;
    state.clearFailure();
    onSave(toBoAccountValues(state.values));
  }

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-labelledby="bo-account-form-title">
      <h2 id="bo-account-form-title" className={styles.sectionTitle}>
        {T.form.title}
      </h2>
      <FormFailure message={state.failure} />
      <AccountFields
        state={state.values}
        errors={state.errors}
        onChange={state.change}
        bindRef={state.bindRef}
        contactSlot={
          <TextField
            label={EMAIL_LABEL}
            type="email"
            autoComplete="off"
            description={T.form.emailHelp}
            {...state.field('Email')}
          />
        }
      />
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{T.form.access}</legend>
        <SelectField
          label={T.typeLabel}
          name="IdTypeCompte"
          options={(types.data ?? []).map((type) => ({ id: type.Id, label: type.Libelle }))}
          selectedId={state.values.IdTypeCompte}
          onChange={(id) => state.change('IdTypeCompte', id)}
          errorMessage={state.errors.IdTypeCompte}
          isDisabled={types.isPending}
          buttonRef={state.bindRef('IdTypeCompte')}
        />
        <CheckboxField
          name="Confirme"
          isSelected={state.values.Confirme}
          onChange={(value) => state.change('Confirme', value)}
          inputRef={state.bindRef('Confirme')}
        >
          {T.form.confirme}
        </CheckboxField>
      </fieldset>
      <SubmitActions label={T.form.submit} isPending={isSaving} />
    </Form>
  );
}
