import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { normalizeSiret, SIRET_DESCRIPTION } from '../../../../domain/identity/siret.ts';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { fieldBinder } from '../../../lib/forms/fieldBinder.ts';
import type { FormErrors } from '../../../lib/forms/formRules.ts';
import type { BindFieldRef } from '../../../lib/forms/useFieldRefs.ts';
import { usePays } from '../api/getPays.ts';
import { POSTAL_CODE_PATTERN, useVilles } from '../api/getVilles.ts';
import type { AccountField, AccountFieldsState } from '../utils/accountFields.ts';
import { CivilityField } from './CivilityField.tsx';
import { CompanyCheckbox } from './CompanyCheckbox.tsx';
import { TownField } from './TownField.tsx';
import styles from './AccountForm.module.css';

export interface AccountFieldsProps {
  state: AccountFieldsState;
  errors: FormErrors<AccountField>;
  onChange: <K extends AccountField>(field: K, value: AccountFieldsState[K]) => void;
  bindRef: BindFieldRef;
  /** Shown between the names and the company: the registration's e-mail, the profile's read-only address. */
  contactSlot?: ReactNode;
}

/**
 * Proposes the town once the postal code's towns arrive: the only one when there is one, none when the town
 * typed earlier is not among them or when the code has no town at all (a town chosen for the former code would
 * no longer match it). Only after the user changes the postal code, so that a saved address is kept.
 */
function useTownSuggestion(
  state: AccountFieldsState,
  villes: ReturnType<typeof useVilles>,
  setTown: (value: string) => void,
  editedCodeRef: RefObject<string | null>,
) {
  const code = state.CodePostal.trim();
  useEffect(() => {
    if (!villes.data || villes.isPlaceholderData || editedCodeRef.current !== code) return;
    editedCodeRef.current = null;
    const names = villes.data.map((ville) => ville.Libelle);
    if (names.includes(state.Ville.trim())) return;
    setTown(names.length === 1 ? names[0]! : '');
    // The suggestion answers new towns only, not each keystroke in the town field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [villes.data, villes.isPlaceholderData, code]);
}

/** Civility, names, company and address: the fields the registration and the profile share. */
export function AccountFields({ state, errors, onChange, bindRef, contactSlot }: AccountFieldsProps) {
  const pays = usePays();
  const villes = useVilles(state.CodePostal);
  const editedCodeRef = useRef<string | null>(null);
  useTownSuggestion(state, villes, (value) => onChange('Ville', value), editedCodeRef);
  const codeComplete = POSTAL_CODE_PATTERN.test(state.CodePostal.trim());
  const paysOptions = (pays.data ?? []).map((p) => ({ id: p.IdPays, label: p.Libelle }));
  const field = fieldBinder(state, errors, onChange, bindRef);

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Identité</legend>
        <CivilityField
          value={state.IdCivilite}
          onChange={(value) => onChange('IdCivilite', value)}
          errorMessage={errors.IdCivilite}
          inputRef={bindRef('IdCivilite')}
        />
        <div className={styles.row}>
          <TextField label="Prénom" autoComplete="given-name" {...field('Prenom')} />
          <TextField label="Nom" autoComplete="family-name" {...field('Nom')} />
        </div>
        {contactSlot}
        <TextField label="Téléphone" type="tel" autoComplete="tel" isOptional {...field('Telephone')} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Société</legend>
        <CompanyCheckbox
          isSelected={state.EstSociete}
          onChange={(value) => onChange('EstSociete', value)}
          inputRef={bindRef('EstSociete')}
        />
        {state.EstSociete && (
          <div className={styles.row}>
            <TextField label="Raison sociale" autoComplete="organization" isOptional {...field('RaisonSociale')} />
            <TextField
              label="SIRET"
              inputMode="numeric"
              description={SIRET_DESCRIPTION}
              {...field('Siret')}
              // The spaces people group the digits with are removed once the field is left, as the server does.
              onBlur={() => onChange('Siret', normalizeSiret(state.Siret))}
            />
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Adresse</legend>
        <TextField label="Numéro et voie" autoComplete="address-line1" {...field('NumeroEtVoie')} />
        <TextField
          label="Complément d'adresse"
          autoComplete="address-line2"
          isOptional
          {...field('ComplementsAdresse')}
        />
        <div className={styles.postalRow}>
          <TextField
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
            description="5 chiffres."
            {...field('CodePostal')}
            onChange={(value) => {
              editedCodeRef.current = value.trim();
              onChange('CodePostal', value);
            }}
          />
          <TownField
            value={state.Ville}
            onChange={(value) => onChange('Ville', value)}
            villes={codeComplete ? (villes.data ?? []) : []}
            isLoading={codeComplete && villes.isFetching}
            isAnswered={codeComplete && villes.isSuccess && !villes.isPlaceholderData}
            errorMessage={errors.Ville}
            inputRef={bindRef('Ville')}
          />
        </div>
        <SelectField
          label="Pays"
          name="IdPays"
          placeholder={pays.isPending ? 'Chargement des pays...' : 'Choisissez un pays'}
          options={paysOptions}
          selectedId={state.IdPays}
          onChange={(id) => onChange('IdPays', id)}
          errorMessage={
            errors.IdPays ??
            (pays.isError ? `Les pays n'ont pas pu être chargés. ${errorMessage(pays.error)}` : undefined)
          }
          isDisabled={pays.isPending}
          buttonRef={bindRef('IdPays')}
        />
      </fieldset>
    </>
  );
}
