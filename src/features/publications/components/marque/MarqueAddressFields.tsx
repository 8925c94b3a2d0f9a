import form from '../../../../components/ui/Form.module.css';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { useReferenceList } from '../../api/referenceLists.ts';
import type { MarqueFieldsProps } from './marqueFieldsProps.ts';
import { textValue, withAdresse } from './marqueForm.ts';
import styles from './MarqueUpdateDialog.module.css';

/** The brand's postal address, with the street types and countries of the reference lists. */
export function MarqueAddressFields({ values, onChange, errors, isDisabled }: MarqueFieldsProps) {
  const typesVoie = useReferenceList('typesVoie');
  const pays = useReferenceList('pays');
  const adresse = values.Adresse;
  const set = (patch: Parameters<typeof withAdresse>[1]) => onChange(withAdresse(values, patch));

  return (
    <fieldset className={form.fieldset} disabled={isDisabled}>
      <legend className={styles.legend}>Adresse</legend>
      <div className={form.row}>
        <TextField
          label="Numéro de voie"
          isOptional
          value={adresse.NumeroVoie ?? ''}
          onChange={(value) => set({ NumeroVoie: textValue(value) })}
          errorMessage={errors['/Adresse/NumeroVoie']}
          isDisabled={isDisabled}
        />
        <SelectField
          label="Type de voie"
          options={(typesVoie.data ?? []).map((type) => ({ id: type.Id, label: type.Libelle }))}
          selectedId={adresse.IdTypeVoie}
          onChange={(id) =>
            set({
              IdTypeVoie: id,
              TypeVoieLibelle: typesVoie.data?.find((type) => type.Id === id)?.Libelle ?? null,
            })
          }
          errorMessage={errors['/Adresse/IdTypeVoie']}
          isDisabled={isDisabled || typesVoie.isPending}
          isOptional
        />
      </div>
      <TextField
        label="Nom de la voie"
        value={adresse.NomVoie ?? ''}
        onChange={(value) => set({ NomVoie: textValue(value) })}
        errorMessage={errors['/Adresse/NomVoie']}
        isDisabled={isDisabled}
      />
      <div className={form.row}>
        <TextField
          label="Complément d’adresse"
          isOptional
          value={adresse.ComplementsAdresse ?? ''}
          onChange={(value) => set({ ComplementsAdresse: textValue(value) })}
          errorMessage={errors['/Adresse/ComplementsAdresse']}
          isDisabled={isDisabled}
        />
        <TextField
          label="Complément de localisation"
          isOptional
          value={adresse.ComplementsLocalisation ?? ''}
          onChange={(value) => set({ ComplementsLocalisation: textValue(value) })}
          errorMessage={errors['/Adresse/ComplementsLocalisation']}
          isDisabled={isDisabled}
        />
      </div>
      <div className={form.row}>
        <TextField
          label="Code postal"
          isOptional
          inputMode="numeric"
          autoComplete="postal-code"
          value={adresse.CodePostal ?? ''}
          onChange={(value) => set({ CodePostal: textValue(value) })}
          errorMessage={errors['/Adresse/CodePostal']}
          isDisabled={isDisabled}
        />
        <TextField
          label="Ville"
          autoComplete="address-level2"
          value={adresse.Ville ?? ''}
          onChange={(value) => set({ Ville: textValue(value) })}
          errorMessage={errors['/Adresse/Ville']}
          isDisabled={isDisabled}
        />
      </div>
      <SelectField
        label="Pays"
        options={(pays.data ?? []).map((entry) => ({ id: entry.IdPays, label: entry.Libelle }))}
        selectedId={adresse.IdLocalitePays}
        onChange={(id) => set({ IdLocalitePays: id })}
        errorMessage={errors['/Adresse/IdLocalitePays']}
        isDisabled={isDisabled || pays.isPending}
      />
    </fieldset>
  );
}
