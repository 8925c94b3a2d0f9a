import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { usePays } from '../api/getPays.ts';
import { POSTAL_CODE_PATTERN, useVilles } from '../api/getVilles.ts';
import type { AccountField, AccountFieldsState } from '../utils/accountFields.ts';
import type { FormErrors } from '../utils/fieldErrors.ts';
import { CivilityField } from './CivilityField.tsx';
import { CompanyCheckbox } from './CompanyCheckbox.tsx';
import { TownField } from './TownField.tsx';
import styles from './AccountForm.module.css';

export type BindFieldRef = (field: string) => (element: HTMLElement | null) => void;

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
 * typed earlier is not among them. Only after the user changes the postal code, so that a saved address is kept.
 */
function useTownSuggestion(
  state: AccountFieldsState,
  villes: ReturnType<typeof useVilles>,
  setTown: (value: string) => void,
  editedCode: RefObject<string | null>,
) {
  const code = state.CodePostal.trim();
  useEffect(() => {
    if (!villes.data || villes.isPlaceholderData || editedCode.current !== code) return;
    editedCode.current = null;
    const names = villes.data.map((ville) => ville.Libelle);
    if (names.length === 0 || names.includes(state.Ville.trim())) return;
    setTown(names.length === 1 ? names[0]! : '');
    // The suggestion answers new towns only, not each keystroke in the town field.
  }, [villes.data, villes.isPlaceholderData, code]);
}

/** Civility, names, company and address: the fields the registration and the profile share. */
export function AccountFields({ state, errors, onChange, bindRef, contactSlot }: AccountFieldsProps) {
  const pays = usePays();
  const villes = useVilles(state.CodePostal);
  const editedCode = useRef<string | null>(null);
  useTownSuggestion(state, villes, (value) => onChange('Ville', value), editedCode);
  const codeComplete = POSTAL_CODE_PATTERN.test(state.CodePostal.trim());
  const paysOptions = (pays.data ?? []).map((p) => ({ id: p.IdPays, label: p.Libelle }));

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
          <TextField
            label="Prénom"
            name="Prenom"
            autoComplete="given-name"
            value={state.Prenom}
            onChange={(value) => onChange('Prenom', value)}
            errorMessage={errors.Prenom}
            inputRef={bindRef('Prenom')}
          />
          <TextField
            label="Nom"
            name="Nom"
            autoComplete="family-name"
            value={state.Nom}
            onChange={(value) => onChange('Nom', value)}
            errorMessage={errors.Nom}
            inputRef={bindRef('Nom')}
          />
        </div>
        {contactSlot}
        <TextField
          label="Téléphone"
          name="Telephone"
          type="tel"
          autoComplete="tel"
          isOptional
          value={state.Telephone}
          onChange={(value) => onChange('Telephone', value)}
          errorMessage={errors.Telephone}
          inputRef={bindRef('Telephone')}
        />
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
            <TextField
              label="Raison sociale"
              name="RaisonSociale"
              autoComplete="organization"
              isOptional
              value={state.RaisonSociale}
              onChange={(value) => onChange('RaisonSociale', value)}
              errorMessage={errors.RaisonSociale}
              inputRef={bindRef('RaisonSociale')}
            />
            <TextField
              label="SIRET"
              name="Siret"
              inputMode="numeric"
              description="14 chiffres, sans espace."
              value={state.Siret}
              onChange={(value) => onChange('Siret', value)}
              errorMessage={errors.Siret}
              inputRef={bindRef('Siret')}
            />
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Adresse</legend>
        <TextField
          label="Numéro et voie"
          name="NumeroEtVoie"
          autoComplete="address-line1"
          value={state.NumeroEtVoie}
          onChange={(value) => onChange('NumeroEtVoie', value)}
          errorMessage={errors.NumeroEtVoie}
          inputRef={bindRef('NumeroEtVoie')}
        />
        <TextField
          label="Complément d'adresse"
          name="ComplementsAdresse"
          autoComplete="address-line2"
          isOptional
          value={state.ComplementsAdresse}
          onChange={(value) => onChange('ComplementsAdresse', value)}
          errorMessage={errors.ComplementsAdresse}
          inputRef={bindRef('ComplementsAdresse')}
        />
        <div className={styles.postalRow}>
          <TextField
            label="Code postal"
            name="CodePostal"
            autoComplete="postal-code"
            inputMode="numeric"
            description="5 chiffres."
            value={state.CodePostal}
            onChange={(value) => {
              editedCode.current = value.trim();
              onChange('CodePostal', value);
            }}
            errorMessage={errors.CodePostal}
            inputRef={bindRef('CodePostal')}
          />
          <TownField
            value={state.Ville}
            onChange={(value) => onChange('Ville', value)}
            villes={codeComplete ? (villes.data ?? []) : []}
            isLoading={codeComplete && villes.isFetching}
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
          errorMessage={errors.IdPays ?? (pays.isError ? `Les pays n'ont pas pu être chargés. ${errorMessage(pays.error)}` : undefined)}
          isDisabled={pays.isPending}
          buttonRef={bindRef('IdPays')}
        />
      </fieldset>
    </>
  );
}
