import { describe, expect, test } from 'vitest';
import { compteFiltresOf } from '../../../src/features/adminAccounts/components/accountListParams.ts';
import {
  boAccountFormOf,
  boAccountRules,
  toBoAccountValues,
} from '../../../src/features/adminAccounts/utils/boAccountForm.ts';
import { COMPTE as CUSTOMER } from '../compteFixture.ts';

/** The account as the back office reads it. */
const COMPTE = { ...CUSTOMER, Suppression: { Supprimable: true, Raison: null } };

describe("the back office's account form", () => {
  test('starts from the account and sends it back with its e-mail, type and confirmation', () => {
    const form = boAccountFormOf(COMPTE);
    expect(boAccountRules.validate(form)).toEqual({});
    expect(toBoAccountValues(form)).toEqual({
      Id: 1,
      IdCivilite: 2,
      Prenom: 'Camille',
      Nom: 'Martin',
      Telephone: null,
      Societe: null,
      Adresse: COMPTE.Adresse,
      Email: 'auteur@example.org',
      IdTypeCompte: 2,
      Confirme: true,
    });
  });

  test("checks the e-mail and the profile with the contract's French messages, the first to correct first", () => {
    const form = { ...boAccountFormOf(COMPTE), Email: 'auteur@', Nom: ' ', EstSociete: true, Siret: '123' };
    const errors = boAccountRules.validate(form);
    expect(errors).toEqual({
      Nom: 'Champ obligatoire',
      Email: 'Saisie incorrecte',
      Siret: 'Le SIRET doit comporter 14 chiffres',
    });
    expect(boAccountRules.firstInvalid(errors)).toBe('Nom');
    expect(boAccountRules.validate({ ...boAccountFormOf(COMPTE), Email: '  ' })).toEqual({
      Email: 'Champ obligatoire',
    });
  });

  test('places the server’s field errors on the fields', () => {
    expect(boAccountRules.toErrors({ '/Email': 'Saisie incorrecte', '/Societe/Siret': 'Champ obligatoire' })).toEqual({
      Email: 'Saisie incorrecte',
      Siret: 'Champ obligatoire',
    });
  });
});

describe("the account list's filters", () => {
  test('read the confirmation written oui or non in the address, anything else filtering nothing', () => {
    const filters = { Recherche: 'Martin', Siret: '443', IdTypeCompte: 2, Confirme: 'non' };
    expect(compteFiltresOf(filters)).toEqual({ Recherche: 'Martin', Siret: '443', IdTypeCompte: 2, Confirme: false });
    expect(compteFiltresOf({ ...filters, Confirme: 'oui' }).Confirme).toBe(true);
    expect(compteFiltresOf({ ...filters, Confirme: 'peut-être' }).Confirme).toBeNull();
  });
});
