import { describe, expect, it } from 'vitest';
import { validateContactValues } from '../../domain/validation/generated/validateContactValues.js';
import { createAjv } from '../../domain/validation/createAjv.ts';
import { contractSchemaRef } from '../../domain/validation/contractSchemas.ts';
import { fieldErrorRecord, toFieldErrors } from '../../domain/validation/fieldErrors.ts';
import { loadContractSchemaBundle } from '../../domain/validation/loadContract.ts';

const serverAjv = createAjv();
serverAjv.addSchema(loadContractSchemaBundle());
const serverValidateContact = serverAjv.getSchema(contractSchemaRef('ContactValues'))!;

const validContact = {
  IdSujetContact: 2,
  Nom: 'Martin',
  Prenom: 'Léa',
  Email: 'lea.martin@example.org',
  Message: 'Bonjour, où en est ma commande ?',
};

const cases: Array<[string, unknown, Record<string, string>]> = [
  ['a complete message', validContact, {}],
  [
    'an empty form',
    {},
    {
      '/IdSujetContact': 'Champ obligatoire',
      '/Nom': 'Champ obligatoire',
      '/Prenom': 'Champ obligatoire',
      '/Email': 'Champ obligatoire',
      '/Message': 'Champ obligatoire',
    },
  ],
  [
    'blank names and a malformed e-mail',
    { ...validContact, Nom: '   ', Email: 'lea@' },
    {
      '/Nom': 'Champ obligatoire',
      '/Email': 'Saisie incorrecte',
    },
  ],
  ['letters in the phone number', { ...validContact, Telephone: '01 23 AB' }, { '/Telephone': 'Saisie incorrecte' }],
  [
    'an over-long message',
    { ...validContact, Message: 'x'.repeat(4001) },
    {
      '/Message': 'Le message ne doit pas dépasser 4000 caractères',
    },
  ],
];

describe('browser and server validate the contact form alike', () => {
  it.each(cases)('%s', (_label, values, expected) => {
    const browserOk = validateContactValues(values);
    const serverOk = serverValidateContact(values);
    const browserErrors = fieldErrorRecord(toFieldErrors(validateContactValues.errors));
    const serverErrors = fieldErrorRecord(toFieldErrors(serverValidateContact.errors));
    expect(browserOk).toBe(Object.keys(expected).length === 0);
    expect(serverOk).toBe(browserOk);
    expect(browserErrors).toEqual(expected);
    expect(serverErrors).toEqual(expected);
  });
});
