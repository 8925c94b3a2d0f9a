import { validateCompteMiseAJourValues } from '../../../../domain/validation/generated/validateCompteMiseAJourValues.js';
import { fieldErrorRecord, toFieldErrors } from '../../../../domain/validation/fieldErrors.ts';
import type { Compte } from '../types/account.ts';
import {
  ACCOUNT_FIELD_ORDER,
  ACCOUNT_FIELD_POINTERS,
  EMPTY_ACCOUNT_FIELDS,
  toAccountValues,
  type AccountField,
  type AccountFieldsState,
} from './accountFields.ts';
import { errorsByField, firstInvalid, type FormErrors } from './fieldErrors.ts';

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

export function toProfileErrors(errors: Record<string, string>): ProfileErrors {
  return errorsByField(errors, ACCOUNT_FIELD_POINTERS);
}

export function validateProfileForm(form: AccountFieldsState): ProfileErrors {
  if (validateCompteMiseAJourValues(toAccountValues(form))) return {};
  return toProfileErrors(fieldErrorRecord(toFieldErrors(validateCompteMiseAJourValues.errors)));
}

export function firstInvalidProfileField(errors: ProfileErrors): AccountField | undefined {
  return firstInvalid(errors, ACCOUNT_FIELD_ORDER);
}
