import { beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { completeSteps, RESUME } from './moderationHarness.ts';
import { ean, publicationsHarness, type Author } from './publicationsHarness.ts';
import { parisDay } from '../../domain/parisDay.ts';
import { useHarness } from './testApp.ts';

type Publication = components['schemas']['Publication'];
type Marque = components['schemas']['Marque'];
type Refusal = { Message: string; Errors: { Champ: string; Message: string }[] };

/**
 * Every rule of the wizard's steps, sent to the API as the browser would send it: each answers 400 with the
 * contract's French message on its field (the browser's verdicts are the contract tests').
 */

const h = useHarness(publicationsHarness);
let author: Author;
let saved: Publication;

function tomorrowOffset(days: number): string {
  return parisDay(new Date(Date.now() + days * 86_400_000));
}

beforeAll(async () => {
  author = await h.author('regles');
  const created = await h.createDraft(author, ean('978236512300'));
  const [marque] = (
    await h.send(author, '/Publication/EAN_GetMarques', { Ean: ean('978236512300') })
  ).json() as Marque[];
  const complete = await h.send(author, '/Publication/Publication_UpdateLibre', {
    ...created,
    ...completeSteps('Les Marées', marque?.Id),
  });
  expect(complete.statusCode, complete.body).toBe(200);
  saved = complete.json() as Publication;
});

const auteur = (Nom: string, IdTypeContribution: number, IdsLangues: number[] = [], Rang = 1) => ({
  Nom,
  IdTypeContribution,
  IdsLangues,
  Rang,
});

const RULES: [rule: string, changes: Record<string, unknown>, champ: string, message: string][] = [
  [
    'EAN hors périmètre',
    { Ean: '9772036822123' },
    '/Ean',
    "Il n'existe pas de segment d'agence ISBN pour ce préfixe : cet EAN est hors du périmètre du référencement",
  ],
  [
    'EAN de 12 chiffres',
    { Ean: '978207036822' },
    '/Ean',
    "Nombre de caractères incorrect : l'EAN compte 13 chiffres, groupés ou non par des tirets ou des espaces (17 caractères au plus)",
  ],
  ['clé de l’EAN', { Ean: '9782070368229' }, '/Ean', "La clé de contrôle de l'EAN est incorrecte"],
  ['aucune langue', { IdsLangues: [] }, '/IdsLangues', 'Champ obligatoire'],
  ['quatre langues', { IdsLangues: [20, 30, 40, 50] }, '/IdsLangues', '3 langues au plus'],
  ['langue générique', { IdsLangues: [1] }, '/IdsLangues/0', "La langue générique n'est pas proposée"],
  // A step is judged once one of its fields is given (contract, Publication_Update): here the volume.
  ['titre fait de blancs', { Titre: '   ', Serie: true, NumeroVolume: '2' }, '/Titre', 'Titre obligatoire'],
  ['titre « ! »', { Titre: '!' }, '/Titre', 'Libellé non valide'],
  ['série sans volume', { Serie: true, NumeroVolume: '' }, '/NumeroVolume', 'Champ obligatoire'],
  ['volume « tome 3 »', { Serie: true, NumeroVolume: 'tome 3' }, '/NumeroVolume', 'Numéro de volume incorrect'],
  [
    'nom sans type',
    { AuteurContribution: [auteur('Camille Martin', 0)] },
    '/AuteurContribution/0/IdTypeContribution',
    'Type de contribution obligatoire',
  ],
  ['type sans nom', { AuteurContribution: [auteur('', 6)] }, '/AuteurContribution/0/Nom', 'Nom obligatoire'],
  [
    'traducteur sans langue',
    { AuteurContribution: [auteur('Ann Lee', 2)] },
    '/AuteurContribution/0/IdsLangues',
    'Champ obligatoire',
  ],
  [
    'même nom deux fois',
    { AuteurContribution: [auteur('Émile Zola', 1, [], 1), auteur('  emile ZOLA ', 6, [], 2)] },
    '/AuteurContribution/1',
    'Ce nom figure déjà parmi les contributions',
  ],
  [
    'quatre contributions sans « Auteurs multiples »',
    { AuteurContribution: ['A', 'B', 'C', 'D'].map((n, i) => auteur(`Auteur ${n}`, 1, [], i + 1)) },
    '/AuteurContribution',
    'Cochez « Auteurs multiples » pour déclarer plus de 3 contributions',
  ],
  ['prix nul', { PrixTTC: 0 }, '/PrixTTC', 'Le prix doit être supérieur à 0'],
  ['prix en lettres', { PrixTTC: 'douze' }, '/PrixTTC', 'Le prix doit être un nombre, par exemple 12,50'],
  ['prix absent d’une publication disponible', { PrixTTC: null }, '/PrixTTC', 'Champ obligatoire'],
  ['pages en lettres', { NombrePage: 'douze' }, '/NombrePage', 'Valeurs numériques uniquement'],
  ['épaisseur décimale', { Format_Epaisseur: 1.5 }, '/Format_Epaisseur', 'Valeurs numériques uniquement'],
  [
    'Gencod distributeur 305',
    { GenCod: '3052345678901' },
    '/GenCod',
    'Le Gencod du distributeur compte 13 chiffres et commence par 301',
  ],
  [
    'à paraître avec une date passée',
    { IdDisponibilite: 1, DateParution: tomorrowOffset(-2) },
    '/DateParution',
    'Une publication à paraître ne peut pas avoir une date de parution passée',
  ],
  [
    'résumé de 401 caractères',
    { Resume: RESUME.padEnd(401, ' et encore') },
    '/Resume',
    'Le résumé ne doit pas dépasser 400 caractères',
  ],
  [
    'résumé en anglais',
    {
      Resume:
        'In a village of Brittany, a child discovers the secrets of her family over a summer of storms and silences.',
    },
    '/Resume',
    'Le résumé doit être rédigé en français',
  ],
  ['pas de couverture déposée', {}, '/VisuelCouverture', "L'image de couverture est obligatoire"],
];

describe('Publication_Update refuses what the wizard refuses, with the same French messages', () => {
  test.each(RULES)('%s', async (_rule, changes, Champ, Message) => {
    const response = await h.send(author, '/Publication/Publication_Update', { ...saved, ...changes });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as Refusal;
    expect(body.Errors, JSON.stringify(body)).toContainEqual({ Champ, Message });
    expect(body.Message).toBeTruthy();
  });

  test('the publication itself is unchanged by a refusal', async () => {
    const reread = await h.send(author, '/Publication/Publication_Get', { Id: saved.Id });
    expect(reread.json()).toMatchObject({ Titre: 'Les Marées', PrixTTC: 18.5, Resume: RESUME });
  });
});
