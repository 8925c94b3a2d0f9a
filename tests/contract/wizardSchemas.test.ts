import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { validateMarqueMiseAJour } from '../../domain/validation/generated/validateMarqueMiseAJour.js';
import { validatePublicationEtape1 } from '../../domain/validation/generated/validatePublicationEtape1.js';
import { validatePublicationEtape2 } from '../../domain/validation/generated/validatePublicationEtape2.js';
import { validatePublicationEtape3 } from '../../domain/validation/generated/validatePublicationEtape3.js';
import { validatePublicationEtape4 } from '../../domain/validation/generated/validatePublicationEtape4.js';
import { validatePublicationEtape5 } from '../../domain/validation/generated/validatePublicationEtape5.js';
import { createAjv } from '../../domain/validation/createAjv.ts';
import { contractSchemaRef } from '../../domain/validation/contractSchemas.ts';
import { fieldErrorRecord, toFieldErrors } from '../../domain/validation/fieldErrors.ts';
import { parisDay } from '../../domain/parisDay.ts';
import { validatePublicationStep } from '../../domain/publication/publicationSteps.ts';
import { loadContractSchemaBundle } from '../../domain/validation/loadContract.ts';

const serverAjv = createAjv();
serverAjv.addSchema(loadContractSchemaBundle());

const FORMS = {
  PublicationEtape1: validatePublicationEtape1,
  PublicationEtape2: validatePublicationEtape2,
  PublicationEtape3: validatePublicationEtape3,
  PublicationEtape4: validatePublicationEtape4,
  PublicationEtape5: validatePublicationEtape5,
  MarqueMiseAJour: validateMarqueMiseAJour,
} satisfies Record<string, ValidateFunction>;
type Form = keyof typeof FORMS;

/** Validates with the browser's generated module and the server's Ajv; both must say the same. */
function errorsOf(form: Form, value: unknown): Record<string, string> {
  const browser = FORMS[form];
  const server = serverAjv.getSchema(contractSchemaRef(form));
  if (!server) throw new Error(`${form} is not in the contract`);
  const browserOk = browser(value);
  const serverOk = server(value);
  const browserErrors = fieldErrorRecord(toFieldErrors(browser.errors));
  const serverErrors = fieldErrorRecord(toFieldErrors(server.errors));
  expect(serverOk, `${form}: server verdict`).toBe(browserOk);
  expect(serverErrors, `${form}: server messages`).toEqual(browserErrors);
  expect(browserOk, `${form}: verdict agrees with the messages`).toBe(Object.keys(browserErrors).length === 0);
  return browserErrors;
}

const M = {
  eanObligatoire: "L'EAN est obligatoire",
  eanLongueur:
    "Nombre de caractères incorrect : l'EAN compte 13 chiffres, groupés ou non par des tirets ou des espaces (17 caractères au plus)",
  eanHorsPerimetre:
    "Il n'existe pas de segment d'agence ISBN pour ce préfixe : cet EAN est hors du périmètre du référencement",
  eanCle: "La clé de contrôle de l'EAN est incorrecte",
  obligatoire: 'Champ obligatoire',
  troisLangues: '3 langues au plus',
  langueGenerique: "La langue générique n'est pas proposée",
  titre: 'Titre obligatoire',
  libelle: 'Libellé non valide',
  volume: 'Numéro de volume incorrect',
  typeContribution: 'Type de contribution obligatoire',
  nom: 'Nom obligatoire',
  doublon: 'Ce nom figure déjà parmi les contributions',
  multiples: 'Cochez « Auteurs multiples » pour déclarer plus de 3 contributions',
  prix: 'Le prix doit être supérieur à 0',
  prixNonNumerique: 'Le prix doit être un nombre, par exemple 12,50',
  decimales: 'Le prix a deux décimales au plus',
  numerique: 'Valeurs numériques uniquement',
  genCod: 'Le Gencod du distributeur compte 13 chiffres et commence par 301',
  parutionPassee: 'Une publication à paraître ne peut pas avoir une date de parution passée',
  date: 'Date incorrecte',
  resumeLong: 'Le résumé ne doit pas dépasser 400 caractères',
  francais: 'Le résumé doit être rédigé en français',
  couverture: "L'image de couverture est obligatoire",
  telephone: 'Au moins un numéro de téléphone doit être fourni',
  telephoneIncorrect: 'Numéro de téléphone incorrect',
  indicatif: 'Indicatif incorrect',
  saisie: 'Saisie incorrecte',
  gencodEditeur: "Le Gencod de l'éditeur compte 13 chiffres et commence par 305",
} as const;

function shiftedToday(days: number): string {
  return parisDay(new Date(Date.now() + days * 86_400_000));
}

const RESUME =
  "Dans un village de Bretagne, une enfant découvre les secrets de sa famille au fil d'un été de tempêtes et de silences.";

const publication = {
  Id: 12,
  Ean: '9782070368228',
  IdsLangues: [20],
  Titre: 'Les Marées',
  Serie: false,
  TitreVolume: null,
  NumeroVolume: null,
  MultipleAuteurs: false,
  AuteurContribution: [{ Nom: 'Camille Martin', IdTypeContribution: 1, IdsLangues: [], Rang: 0 }],
  IdMarque: 3,
  IdDisponibilite: 2,
  DateParution: '2024-03-01',
  PrixTTC: 18.5,
  NombrePage: 240,
  Format_Poids: null,
  Format_Hauteur: 210,
  Format_Largeur: 140,
  Format_Epaisseur: null,
  IdFormat: 1,
  IdIllustration: 1,
  Coffret: false,
  GenCod: null,
  IdTypeOuvrage: 1,
  IdSujet: 7,
  Resume: RESUME,
  VisuelCouverture: '/fichiers/publications/12/couverture.jpg',
  QuatriemeCouverture: null,
};

describe('the fixture ean-cases.tsv gets its verdicts (step 1)', () => {
  const VERDICTS: Record<string, Record<string, string>> = {
    valide: {},
    obligatoire: { '/Ean': M.eanObligatoire },
    'hors-perimetre': { '/Ean': M.eanHorsPerimetre },
    longueur: { '/Ean': M.eanLongueur },
    cle: { '/Ean': M.eanCle },
  };
  const rows = readFileSync(new URL('../fixtures/publication/ean-cases.tsv', import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t') as [string, string, string]);

  it('reads every case of the fixture', () => {
    expect(rows.length).toBe(16);
  });

  it.each(rows)('« %s » is %s (%s)', (input, verdict) => {
    expect(VERDICTS[verdict], `unknown verdict ${verdict}`).toBeDefined();
    expect(errorsOf('PublicationEtape1', { ...publication, Ean: input })).toEqual(VERDICTS[verdict]);
  });
});

type Case = [label: string, value: unknown, expected: Record<string, string>];

const etape1: Case[] = [
  ['a complete step 1', publication, {}],
  [
    'no EAN and no languages',
    { ...publication, Ean: undefined, IdsLangues: undefined },
    {
      '/Ean': M.eanObligatoire,
      '/IdsLangues': M.obligatoire,
    },
  ],
  ['a null EAN', { ...publication, Ean: null }, { '/Ean': M.eanObligatoire }],
  ['blanks for an EAN', { ...publication, Ean: '   ' }, { '/Ean': M.eanObligatoire }],
  ['an empty language list', { ...publication, IdsLangues: [] }, { '/IdsLangues': M.obligatoire }],
  ['three languages', { ...publication, IdsLangues: [20, 30, 40] }, {}],
  ['four languages', { ...publication, IdsLangues: [20, 30, 40, 50] }, { '/IdsLangues': M.troisLangues }],
  ['the generic language', { ...publication, IdsLangues: [20, 1] }, { '/IdsLangues/1': M.langueGenerique }],
];

const auteur = (Nom: string, IdTypeContribution: number, IdsLangues: number[] = [], Rang = 0) => ({
  Nom,
  IdTypeContribution,
  IdsLangues,
  Rang,
});

const etape2: Case[] = [
  ['a complete step 2', publication, {}],
  ['no title', { ...publication, Titre: undefined }, { '/Titre': M.titre }],
  ['a null title', { ...publication, Titre: null }, { '/Titre': M.titre }],
  ['a blank title', { ...publication, Titre: '   ' }, { '/Titre': M.titre }],
  ...[' ', '-', '_', '!'].map((lone): Case => [
    `« ${lone} » as title`,
    { ...publication, Titre: lone },
    { '/Titre': M.libelle },
  ]),
  ['« ! » as volume title', { ...publication, TitreVolume: '!' }, { '/TitreVolume': M.libelle }],
  ['no Serie', { ...publication, Serie: undefined }, { '/Serie': M.obligatoire }],
  [
    'a series without volume number',
    { ...publication, Serie: true, NumeroVolume: null },
    { '/NumeroVolume': M.obligatoire },
  ],
  [
    'a series with a missing volume number',
    { ...publication, Serie: true, NumeroVolume: undefined },
    {
      '/NumeroVolume': M.obligatoire,
    },
  ],
  [
    'a series with a blank volume number',
    { ...publication, Serie: true, NumeroVolume: ' ' },
    { '/NumeroVolume': M.obligatoire },
  ],
  ...['3', '2.5', '2,5', '1-2', 'IV', 'xii', 'MCMXCIX'].map((numero): Case => [
    `volume number « ${numero} »`,
    { ...publication, Serie: true, NumeroVolume: numero },
    {},
  ]),
  ...['tome 3', 'IIII', '3-', 'A'].map((numero): Case => [
    `volume number « ${numero} »`,
    { ...publication, Serie: true, NumeroVolume: numero },
    { '/NumeroVolume': M.volume },
  ]),
  ['a volume number without a series is not judged', { ...publication, Serie: false, NumeroVolume: 'tome 3' }, {}],
  [
    'a name without a type',
    { ...publication, AuteurContribution: [auteur('Camille Martin', 0)] },
    {
      '/AuteurContribution/0/IdTypeContribution': M.typeContribution,
    },
  ],
  [
    'a type without a name',
    { ...publication, AuteurContribution: [auteur('', 6)] },
    {
      '/AuteurContribution/0/Nom': M.nom,
    },
  ],
  ['an empty row', { ...publication, AuteurContribution: [auteur('Camille Martin', 1), auteur('', 0)] }, {}],
  [
    '« _ » as an author name',
    { ...publication, AuteurContribution: [auteur('_', 1)] },
    {
      '/AuteurContribution/0/Nom': M.libelle,
    },
  ],
  [
    'a translator without languages',
    { ...publication, AuteurContribution: [auteur('Ann Lee', 2)] },
    {
      '/AuteurContribution/0/IdsLangues': M.obligatoire,
    },
  ],
  [
    'a translator with four languages',
    { ...publication, AuteurContribution: [auteur('Ann Lee', 2, [2, 3, 4, 5])] },
    {
      '/AuteurContribution/0/IdsLangues': M.troisLangues,
    },
  ],
  ['a translator with one language', { ...publication, AuteurContribution: [auteur('Ann Lee', 2, [30])] }, {}],
  [
    'the same name twice, with other case, accents and spaces',
    {
      ...publication,
      AuteurContribution: [auteur('Émile Zola', 1), auteur('Ann Lee', 2, [30]), auteur('  emile ZOLA ', 6)],
    },
    { '/AuteurContribution/2': M.doublon },
  ],
  [
    'four contributions without MultipleAuteurs',
    { ...publication, AuteurContribution: ['A', 'B', 'C', 'D'].map((n, i) => auteur(`Auteur ${n}`, 1, [], i)) },
    { '/AuteurContribution': M.multiples },
  ],
  [
    'four contributions with MultipleAuteurs',
    {
      ...publication,
      MultipleAuteurs: true,
      AuteurContribution: ['A', 'B', 'C', 'D'].map((n, i) => auteur(`Auteur ${n}`, 1, [], i)),
    },
    {},
  ],
];

const etape3: Case[] = [
  ['a chosen brand', publication, {}],
  ['no brand', { ...publication, IdMarque: undefined }, { '/IdMarque': M.obligatoire }],
  ['a null brand', { ...publication, IdMarque: null }, { '/IdMarque': M.obligatoire }],
  ['brand 0', { ...publication, IdMarque: 0 }, { '/IdMarque': M.obligatoire }],
];

const etape4: Case[] = [
  ['a complete step 4', publication, {}],
  [
    'nothing required given',
    { ...publication, DateParution: undefined, IdDisponibilite: undefined, IdFormat: undefined, Coffret: undefined },
    {
      '/DateParution': M.obligatoire,
      '/IdDisponibilite': M.obligatoire,
      '/IdFormat': M.obligatoire,
      '/Coffret': M.obligatoire,
    },
  ],
  ['an empty date', { ...publication, DateParution: '' }, { '/DateParution': M.obligatoire }],
  ['a malformed date', { ...publication, DateParution: '2024-02-30' }, { '/DateParution': M.date }],
  ['an available publication without price', { ...publication, PrixTTC: null }, { '/PrixTTC': M.obligatoire }],
  [
    'a forthcoming publication without price',
    { ...publication, IdDisponibilite: 1, PrixTTC: null, DateParution: shiftedToday(30) },
    {},
  ],
  ['a price of 0', { ...publication, PrixTTC: 0 }, { '/PrixTTC': M.prix }],
  ['a negative price', { ...publication, PrixTTC: -3 }, { '/PrixTTC': M.prix }],
  ['a price as text', { ...publication, PrixTTC: '12,50' }, { '/PrixTTC': M.prixNonNumerique }],
  ['a price of 12.3', { ...publication, PrixTTC: 12.3 }, {}],
  ['a price of 19.99', { ...publication, PrixTTC: 19.99 }, {}],
  ['a price with three decimals', { ...publication, PrixTTC: 12.345 }, { '/PrixTTC': M.decimales }],
  ...(['NombrePage', 'Format_Poids', 'Format_Hauteur', 'Format_Largeur', 'Format_Epaisseur'] as const).flatMap(
    (field): Case[] => [
      [`${field} with letters`, { ...publication, [field]: '12a' }, { [`/${field}`]: M.numerique }],
      [`${field} decimal`, { ...publication, [field]: 12.5 }, { [`/${field}`]: M.numerique }],
      [`${field} null`, { ...publication, [field]: null }, {}],
    ],
  ),
  ['a distributor Gencod', { ...publication, GenCod: '3012345678901' }, {}],
  ['an empty distributor Gencod', { ...publication, GenCod: '' }, {}],
  ['a Gencod starting 305', { ...publication, GenCod: '3052345678901' }, { '/GenCod': M.genCod }],
  ['a Gencod of 12 digits', { ...publication, GenCod: '301234567890' }, { '/GenCod': M.genCod }],
  [
    'forthcoming, dated yesterday',
    { ...publication, IdDisponibilite: 1, DateParution: shiftedToday(-1) },
    {
      '/DateParution': M.parutionPassee,
    },
  ],
  ['forthcoming, dated today', { ...publication, IdDisponibilite: 1, DateParution: shiftedToday(0) }, {}],
  ['available, dated in the past', { ...publication, IdDisponibilite: 2, DateParution: shiftedToday(-400) }, {}],
];

const ENGLISH =
  'In a village of Brittany, a child discovers the secrets of her family over a summer of storms and silences.';
const SPANISH =
  'En un pueblo de Bretaña, una niña descubre los secretos de su familia durante un verano de tormentas y silencios.';

const etape5: Case[] = [
  ['a complete step 5', publication, {}],
  [
    'nothing given',
    { ...publication, IdTypeOuvrage: undefined, IdSujet: undefined, Resume: undefined, VisuelCouverture: undefined },
    {
      '/IdTypeOuvrage': M.obligatoire,
      '/IdSujet': M.obligatoire,
      '/Resume': M.obligatoire,
      '/VisuelCouverture': M.couverture,
    },
  ],
  [
    'nulls',
    { ...publication, IdTypeOuvrage: null, IdSujet: null, Resume: null, VisuelCouverture: null },
    {
      '/IdTypeOuvrage': M.obligatoire,
      '/IdSujet': M.obligatoire,
      '/Resume': M.obligatoire,
      '/VisuelCouverture': M.couverture,
    },
  ],
  ['a blank summary', { ...publication, Resume: '  ' }, { '/Resume': M.obligatoire }],
  ['a 400-character summary', { ...publication, Resume: RESUME.padEnd(400, ' et encore') }, {}],
  [
    'a 401-character summary',
    { ...publication, Resume: RESUME.padEnd(401, ' et encore') },
    { '/Resume': M.resumeLong },
  ],
  ['a summary in English', { ...publication, Resume: ENGLISH }, { '/Resume': M.francais }],
  ['a summary in Spanish', { ...publication, Resume: SPANISH }, { '/Resume': M.francais }],
  ['a short summary is not judged', { ...publication, Resume: 'Poèmes.' }, {}],
  ...[
    "Un thriller haletant au cœur de la Silicon Valley, où rien n'est ce qu'il paraît.",
    'Biographie de John Lennon, de Liverpool à New York, racontée par un fan.',
    'Roman policier. Paris, 1925. Un commissaire enquête sur la mort d’un peintre.',
  ].map((Resume): Case => [`French with foreign names: ${Resume.slice(0, 30)}…`, { ...publication, Resume }, {}]),
  ['no fourth cover', { ...publication, QuatriemeCouverture: null }, {}],
];

const marque = {
  Id: 3,
  Libelle: 'Éditions du Phare',
  Note: null,
  Data: { GencodEditeur: '3051234567890' },
  Adresse: {
    NumeroVoie: '12',
    IdTypeVoie: 1,
    TypeVoieLibelle: 'rue',
    NomVoie: 'des Lilas',
    ComplementsAdresse: null,
    ComplementsLocalisation: null,
    CodePostal: '29200',
    Ville: 'Brest',
    IdLocalitePays: 75,
    Telephone: { Valeur: '02 98 00 00 00', Indicatif: '+33' },
    TelephonePortable: { Valeur: null, Indicatif: null },
    Email: { Valeur: 'contact@phare.example' },
    SiteInternet: { Valeur: null },
  },
};
const adresse = (changes: Record<string, unknown>) => ({ ...marque, Adresse: { ...marque.Adresse, ...changes } });

const marqueCases: Case[] = [
  ['a complete brand', marque, {}],
  [
    'no street, city nor country',
    adresse({ NomVoie: null, Ville: '  ', IdLocalitePays: null }),
    {
      '/Adresse/NomVoie': M.obligatoire,
      '/Adresse/Ville': M.obligatoire,
      '/Adresse/IdLocalitePays': M.obligatoire,
    },
  ],
  [
    'missing street, city and country',
    adresse({ NomVoie: undefined, Ville: undefined, IdLocalitePays: undefined }),
    {
      '/Adresse/NomVoie': M.obligatoire,
      '/Adresse/Ville': M.obligatoire,
      '/Adresse/IdLocalitePays': M.obligatoire,
    },
  ],
  ['a postal code with letters', adresse({ CodePostal: '29 200A' }), { '/Adresse/CodePostal': M.numerique }],
  [
    'no phone at all',
    adresse({ Telephone: { Valeur: '', Indicatif: null }, TelephonePortable: { Valeur: null, Indicatif: null } }),
    {
      '/Adresse': M.telephone,
    },
  ],
  [
    'only a mobile phone',
    adresse({
      Telephone: { Valeur: null, Indicatif: null },
      TelephonePortable: { Valeur: '+33 (0)6.12.34.56.78', Indicatif: '33' },
    }),
    {},
  ],
  [
    'letters in the phone',
    adresse({ Telephone: { Valeur: '02 98 AB', Indicatif: '+33' } }),
    {
      '/Adresse/Telephone/Valeur': M.telephoneIncorrect,
    },
  ],
  [
    'a plus inside the phone',
    adresse({ Telephone: { Valeur: '02+98', Indicatif: '+33' } }),
    {
      '/Adresse/Telephone/Valeur': M.telephoneIncorrect,
    },
  ],
  ['a country code with a dash', adresse({ Telephone: { Valeur: '555 1234', Indicatif: '+1-264' } }), {}],
  [
    'a country code with a letter',
    adresse({ Telephone: { Valeur: '555 1234', Indicatif: '+1a' } }),
    {
      '/Adresse/Telephone/Indicatif': M.indicatif,
    },
  ],
  ['a malformed e-mail', adresse({ Email: { Valeur: 'contact@' } }), { '/Adresse/Email/Valeur': M.saisie }],
  ['no e-mail', adresse({ Email: { Valeur: '' } }), {}],
  [
    'a publisher Gencod starting 301',
    { ...marque, Data: { GencodEditeur: '3011234567890' } },
    { '/Data/GencodEditeur': M.gencodEditeur },
  ],
  [
    'a publisher Gencod of 14 digits',
    { ...marque, Data: { GencodEditeur: '30512345678901' } },
    { '/Data/GencodEditeur': M.gencodEditeur },
  ],
  ['no publisher Gencod', { ...marque, Data: { GencodEditeur: null } }, {}],
];

describe.each([
  ['PublicationEtape1', etape1],
  ['PublicationEtape2', etape2],
  ['PublicationEtape3', etape3],
  ['PublicationEtape4', etape4],
  ['PublicationEtape5', etape5],
  ['MarqueMiseAJour', marqueCases],
] as const)('%s: browser and server give the same verdicts and messages', (form, cases) => {
  it.each(cases)('%s', (_label, value, expected) => {
    expect(errorsOf(form, value)).toEqual(expected);
  });
});

describe('the step schemas judge only their own step', () => {
  it('an empty publication fails every step, a complete one passes all of them', () => {
    for (const form of [
      'PublicationEtape1',
      'PublicationEtape2',
      'PublicationEtape3',
      'PublicationEtape4',
      'PublicationEtape5',
    ] as const) {
      expect(Object.keys(errorsOf(form, {})).length, form).toBeGreaterThan(0);
      expect(errorsOf(form, publication), form).toEqual({});
    }
  });

  it("step 1's rules do not look at step 2's fields", () => {
    expect(errorsOf('PublicationEtape1', { ...publication, Titre: null })).toEqual({});
  });
});

describe('the generated browser modules', () => {
  const generated = (name: string) =>
    readFileSync(new URL(`../../domain/validation/generated/${name}.js`, import.meta.url), 'utf8');

  it.each([
    ['PublicationEtape1', '../../ean.ts'],
    ['PublicationEtape2', '../keywords/nomsDistincts.ts'],
    ['PublicationEtape4', '../keywords/dateParution.ts'],
    ['PublicationEtape5', '../keywords/francais.ts'],
  ])('validate%s imports its keyword helper from domain/validation/generated/%s', (form, module) => {
    const code = generated(`validate${form}`);
    expect(code).toContain(`from "${module}";`);
    expect(code).not.toMatch(/\brequire\(/);
  });

  it('validatePublicationStep gives the step verdict and the field errors', () => {
    expect(validatePublicationStep(1, publication)).toEqual({ valid: true, errors: [] });
    expect(validatePublicationStep(1, { ...publication, Ean: '9782070368229' })).toEqual({
      valid: false,
      errors: [{ Champ: '/Ean', Message: M.eanCle }],
    });
    expect(validatePublicationStep(5, { ...publication, Resume: ENGLISH }).errors).toEqual([
      { Champ: '/Resume', Message: M.francais },
    ]);
  });
});
