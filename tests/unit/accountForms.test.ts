import { describe, expect, test } from 'vitest';
import { toAccountValues } from '../../src/features/account/utils/accountFields.ts';
import { EMPTY_PASSWORD_FORM, validatePasswordForm } from '../../src/features/account/utils/passwordForm.ts';
import { profileFormOf, validateProfileForm } from '../../src/features/account/utils/profileForm.ts';
import type { Compte } from '../../src/features/account/types/account.ts';
import { COMPTE as DEMO_COMPTE } from './compteFixture.ts';

const COMPTE: Compte = {
  ...DEMO_COMPTE,
  Telephone: '02 61 91 12 34',
  Societe: { RaisonSociale: null, Siret: '12345678901234' },
  Adresse: {
    NumeroEtVoie: '14 rue de Penhoët',
    ComplementsAdresse: '2e étage',
    CodePostal: '35000',
    Ville: 'Rennes',
    IdPays: 74,
  },
};

describe('the profile form', () => {
  test('starts from the saved account and sends it back unchanged', () => {
    const form = profileFormOf(COMPTE);
    expect(form.EstSociete).toBe(true);
    expect(validateProfileForm(form)).toEqual({});
    expect(toAccountValues(form)).toEqual({
      IdCivilite: 2,
      Prenom: 'Camille',
      Nom: 'Martin',
      Telephone: '02 61 91 12 34',
      Societe: { RaisonSociale: null, Siret: '12345678901234' },
      Adresse: COMPTE.Adresse,
    });
  });

  test('drops the company once it is no longer declared, and keeps the same rules as the registration', () => {
    const form = { ...profileFormOf(COMPTE), EstSociete: false, Prenom: 'Cam1lle', CodePostal: '350' };
    expect(toAccountValues(form).Societe).toBeNull();
    expect(validateProfileForm(form)).toEqual({
      Prenom: 'Le prénom ne doit pas contenir de chiffres',
      CodePostal: 'Le code postal doit comporter 5 chiffres',
    });
  });

  test('starts an account saved without an address with France and empty fields', () => {
    const form = profileFormOf({ ...COMPTE, Adresse: null, Societe: null, Telephone: null });
    expect(form).toMatchObject({ IdPays: 74, NumeroEtVoie: '', Ville: '', EstSociete: false, Telephone: '' });
  });
});

describe('the password change form', () => {
  test('requires every field', () => {
    expect(validatePasswordForm(EMPTY_PASSWORD_FORM)).toEqual({
      AncienMotDePasse: 'Champ obligatoire',
      NouveauMotDePasse: 'Champ obligatoire',
      Confirmation: 'Champ obligatoire',
    });
  });

  test('applies the password rules to the new one and wants it confirmed', () => {
    expect(
      validatePasswordForm({ AncienMotDePasse: 'x', NouveauMotDePasse: 'court#1A', Confirmation: 'court#1A' }),
    ).toEqual({});
    expect(
      validatePasswordForm({ AncienMotDePasse: 'x', NouveauMotDePasse: 'Glycine#2027', Confirmation: 'Glycine#2028' }),
    ).toEqual({
      Confirmation: 'Les mots de passe ne correspondent pas',
    });
    expect(
      validatePasswordForm({ AncienMotDePasse: 'x', NouveauMotDePasse: 'glycine', Confirmation: 'glycine' })
        .NouveauMotDePasse,
    ).toBe('Le mot de passe doit contenir au moins 8 caractères');
  });
});
