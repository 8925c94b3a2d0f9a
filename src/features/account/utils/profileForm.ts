import { validateCompteMiseAJourValues } from '../../../../domain/validation/generated/validateCompteMiseAJourValues.js';
import { contractFormRules, type FormErrors } from '../../../lib/forms/formRules.ts';
import type { Compte } from '../types/account.ts';
import {
  ACCOUNT_FIELD_ORDER,
  ACCOUNT_FIELD_POINTERS,
  EMPTY_ACCOUNT_FIELDS,
  toAccountValues,
  type AccountField,
  type AccountFieldsState,
} from './accountFields.ts';

export type ProfileErrors = FormErrors<AccountField>;

/** The profile form as the account stands on the server. */
export function profileFormOf(compte: Compte): AccountFieldsState {
  const adresse = compte.Adresse;
  return {
    IdCivilite: compte.IdCivilite,
    Prenom: compte.Prenom,
    Nom: compte.Nom,
    Telephone: compte.Telephone ?? '',
    EstSociete: compte.Societe !== null,
    RaisonSociale: compte.Societe?.RaisonSociale ?? '',
    Siret: compte.Societe?.Siret ?? '',
    NumeroEtVoie: adresse?.NumeroEtVoie ?? '',
    ComplementsAdresse: adresse?.ComplementsAdresse ?? '',
    CodePostal: adresse?.CodePostal ?? '',
    Ville: adresse?.Ville ?? '',
    IdPays: adresse?.IdPays ?? EMPTY_ACCOUNT_FIELDS.IdPays,
  };
}

export const profileRules = contractFormRules({
  validator: validateCompteMiseAJourValues,
  toValues: toAccountValues,
  pointers: ACCOUNT_FIELD_POINTERS,
  order: ACCOUNT_FIELD_ORDER,
});

export const validateProfileForm = profileRules.validate;
