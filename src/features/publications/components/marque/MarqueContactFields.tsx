import { GENCOD } from '../../../../../domain/publication/limits.ts';
import type { Ref } from 'react';
import form from '../../../../components/ui/Form.module.css';
import { TextField } from '../../../../components/ui/TextField.tsx';
import type { MarqueFieldsProps } from './marqueFieldsProps.ts';
import { PHONE_RULE_POINTER, textValue, withAdresse } from './marqueForm.ts';
import styles from './MarqueUpdateDialog.module.css';

export interface MarqueContactFieldsProps extends MarqueFieldsProps {
  /** The first phone number, focused when the only refusal is the missing number. */
  phoneRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** How to reach the brand: its phones (one at least), e-mail and web site, and the publisher's Gencod. */
export function MarqueContactFields({ values, onChange, errors, isDisabled, phoneRef }: MarqueContactFieldsProps) {
  const adresse = values.Adresse;
  const set = (patch: Parameters<typeof withAdresse>[1]) => onChange(withAdresse(values, patch));
  const phoneRule = errors[PHONE_RULE_POINTER];

  return (
    <>
      <fieldset className={form.fieldset} disabled={isDisabled}>
        <legend className={styles.legend}>Téléphones</legend>
        <p className={form.hint}>Au moins un numéro, fixe ou portable.</p>
        {phoneRule && (
          <p className={form.failure} role="alert">
            {phoneRule}
          </p>
        )}
        <div className={styles.phoneRow}>
          <TextField
            label="Indicatif du téléphone"
            isOptional
            inputMode="tel"
            value={adresse.Telephone.Indicatif ?? ''}
            onChange={(value) => set({ Telephone: { ...adresse.Telephone, Indicatif: textValue(value) } })}
            errorMessage={errors['/Adresse/Telephone/Indicatif']}
            isDisabled={isDisabled}
          />
          <TextField
            label="Téléphone"
            isOptional
            type="tel"
            inputRef={phoneRef}
            value={adresse.Telephone.Valeur ?? ''}
            onChange={(value) => set({ Telephone: { ...adresse.Telephone, Valeur: textValue(value) } })}
            errorMessage={errors['/Adresse/Telephone/Valeur']}
            isDisabled={isDisabled}
          />
        </div>
        <div className={styles.phoneRow}>
          <TextField
            label="Indicatif du portable"
            isOptional
            inputMode="tel"
            value={adresse.TelephonePortable.Indicatif ?? ''}
            onChange={(value) =>
              set({ TelephonePortable: { ...adresse.TelephonePortable, Indicatif: textValue(value) } })
            }
            errorMessage={errors['/Adresse/TelephonePortable/Indicatif']}
            isDisabled={isDisabled}
          />
          <TextField
            label="Téléphone portable"
            isOptional
            type="tel"
            value={adresse.TelephonePortable.Valeur ?? ''}
            onChange={(value) => set({ TelephonePortable: { ...adresse.TelephonePortable, Valeur: textValue(value) } })}
            errorMessage={errors['/Adresse/TelephonePortable/Valeur']}
            isDisabled={isDisabled}
          />
        </div>
      </fieldset>
      <fieldset className={form.fieldset} disabled={isDisabled}>
        <legend className={styles.legend}>Contact et identification</legend>
        <div className={form.row}>
          <TextField
            label="E-mail"
            isOptional
            type="email"
            autoComplete="email"
            value={adresse.Email.Valeur ?? ''}
            onChange={(value) => set({ Email: { Valeur: textValue(value) } })}
            errorMessage={errors['/Adresse/Email/Valeur']}
            isDisabled={isDisabled}
          />
          <TextField
            label="Site internet"
            isOptional
            type="url"
            autoComplete="url"
            value={adresse.SiteInternet.Valeur ?? ''}
            onChange={(value) => set({ SiteInternet: { Valeur: textValue(value) } })}
            errorMessage={errors['/Adresse/SiteInternet/Valeur']}
            isDisabled={isDisabled}
          />
        </div>
        <TextField
          label="Gencod éditeur"
          isOptional
          inputMode="numeric"
          description={`${GENCOD.length} chiffres commençant par ${GENCOD.editeurPrefix}.`}
          value={values.Data.GencodEditeur ?? ''}
          onChange={(value) => onChange({ ...values, Data: { ...values.Data, GencodEditeur: textValue(value) } })}
          errorMessage={errors['/Data/GencodEditeur']}
          isDisabled={isDisabled}
        />
      </fieldset>
    </>
  );
}
