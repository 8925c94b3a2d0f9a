import { describe, expect, test } from 'vitest';
import {
  CHAMPS_OF_ETAPE,
  champBelongsToEtape,
  FIX_LIST_TEXTS,
  remainingByEtape,
  type Correction,
} from '../../../domain/publication/fixList.ts';
import { answerMail } from '../../../server/areas/moderation/answerMail.ts';
import { misplacedElement, refusalReasons } from '../../../server/areas/moderation/fixListRules.ts';
import {
  publicationChanges,
  snapshotOf,
  type ChangeLabels,
  type PublicationSnapshot,
} from '../../../server/areas/moderation/publicationChanges.ts';

const LABELS: ChangeLabels = {
  langues: new Map([
    [20, 'Français'],
    [21, 'Breton'],
  ]),
  disponibilites: new Map([
    [1, 'À paraître'],
    [2, 'Disponible'],
  ]),
  formats: new Map([[3, 'Broché']]),
  illustrations: new Map(),
  typesOuvrage: new Map(),
  sujets: new Map([[1111, 'Antiquité']]),
  typesContribution: new Map([
    [1, 'Auteur'],
    [2, 'Traducteur'],
  ]),
};

const BEFORE: PublicationSnapshot = {
  Ean: '9782365120016',
  IdsLangues: [20],
  Titre: 'Les Marées',
  AuteurContribution: [{ Nom: 'Camille Martin', IdTypeContribution: 1, IdsLangues: [], Rang: 1 }],
  IdMarque: 4,
  LibelleMarque: 'Éditions de Penhoët',
  IdDisponibilite: 1,
  DateParution: '2027-03-01',
  PrixTTC: 18.5,
  Format_Poids: 1250,
  Coffret: false,
  VisuelCouverture: '/fichiers/a.png',
  Resume: 'Un résumé.',
};

describe('the fields of each step', () => {
  test('a field belongs to the step whose form shows it; the whole step always does', () => {
    expect(CHAMPS_OF_ETAPE[1]).toEqual(['Ean', 'IdsLangues']);
    expect(CHAMPS_OF_ETAPE[3]).toEqual(['IdMarque']);
    expect(champBelongsToEtape(2, 'Titre')).toBe(true);
    expect(champBelongsToEtape(1, 'Titre')).toBe(false);
    expect(champBelongsToEtape(4, null)).toBe(true);
    // Fields the wizard does not show belong to no step.
    expect([1, 2, 3, 4, 5].some((step) => champBelongsToEtape(step as 1, 'Argumentaire'))).toBe(false);
  });

  test('the first item whose field is not on its step is refused at its path, in French', () => {
    expect(misplacedElement([{ IdRaisonRefus: 3, Etape: 2, Champ: 'Titre' }])).toBeNull();
    expect(
      misplacedElement([
        { IdRaisonRefus: 3, Etape: 2, Champ: 'Titre' },
        { IdRaisonRefus: 5, Etape: 4, Champ: 'Resume' },
      ]),
    ).toEqual({
      Champ: '/Elements/1/Champ',
      Message: "Le champ « Résumé » n'est pas à l'étape 4 (Données commerciales et physiques).",
    });
  });

  test('the refusal’s reasons are those given alone and those of the items, each once', () => {
    expect(
      refusalReasons(
        [8, 3],
        [
          { IdRaisonRefus: 3, Etape: 2 },
          { IdRaisonRefus: 5, Etape: 5 },
        ],
      ),
    ).toEqual([8, 3, 5]);
  });

  test('the items still to do are counted per step', () => {
    const items = [
      { Etape: 2, Etat: 'a_faire' },
      { Etape: 2, Etat: 'a_faire' },
      { Etape: 5, Etat: 'faite' },
      { Etape: 5, Etat: 'repondue' },
    ] as const;
    expect(remainingByEtape(items)).toEqual({ 1: 0, 2: 2, 3: 0, 4: 0, 5: 0 });
    expect(FIX_LIST_TEXTS.remainingOnStep(2)).toBe('2\u00a0corrections à faire');
  });
});

describe('the changes since a refusal', () => {
  test('an unchanged publication has no change', () => {
    expect(publicationChanges(BEFORE, snapshotOf(BEFORE), LABELS)).toEqual([]);
  });

  test('each changed field reads in French, in the wizard’s order', () => {
    const after: PublicationSnapshot = {
      ...BEFORE,
      IdsLangues: [20, 21],
      AuteurContribution: [
        ...BEFORE.AuteurContribution!,
        { Nom: 'Jo Lee', IdTypeContribution: 2, IdsLangues: [20], Rang: 2 },
      ],
      IdMarque: 5,
      LibelleMarque: 'Éditions du Large',
      IdDisponibilite: 2,
      DateParution: '2027-04-15',
      PrixTTC: 21,
      Format_Poids: 980,
      Coffret: true,
      VisuelCouverture: '/fichiers/b.png',
      Resume: null,
    };
    expect(
      publicationChanges(BEFORE, after, LABELS).map(({ Champ, Etape, Avant, Apres }) => [Champ, Etape, Avant, Apres]),
    ).toEqual([
      ['IdsLangues', 1, 'Français', 'Français, Breton'],
      ['AuteurContribution', 2, 'Camille Martin (Auteur)', 'Camille Martin (Auteur), Jo Lee (Traducteur)'],
      ['IdMarque', 3, 'Éditions de Penhoët', 'Éditions du Large'],
      ['DateParution', 4, '01/03/2027', '15/04/2027'],
      ['IdDisponibilite', 4, 'À paraître', 'Disponible'],
      ['PrixTTC', 4, '18,50\u00a0€', '21,00\u00a0€'],
      ['Format_Poids', 4, '1\u00a0250\u00a0g', '980\u00a0g'],
      ['Coffret', 4, 'Non', 'Oui'],
      ['Resume', 5, 'Un résumé.', null],
      ['VisuelCouverture', 5, 'Image précédente', 'Nouvelle image'],
    ]);
  });
});

describe('the refusal e-mail', () => {
  test('lists the items: step, field, reason and comment', () => {
    const correction: Correction = {
      Id: 1,
      RaisonRefus: { Id: 3, Libelle: 'Informations bibliographiques incomplètes ou incohérentes' },
      Etape: 2,
      Champ: 'Titre',
      LibelleChamp: 'Titre',
      Commentaire: 'Le titre porte une faute.',
      Etat: 'a_faire',
      Reponse: null,
      DateTraitement: null,
    };
    const mail = answerMail(
      'https://portail.example',
      {
        id: 7,
        ean: '9782365120016',
        titre: 'Les Marées',
        login: 'auteur@example.org',
        prenom: 'Camille',
        nom: 'Martin',
      },
      {
        Accepte: false,
        RaisonsRefus: [correction.RaisonRefus],
        Commentaire: null,
        DateModeration: '2026-11-20T10:00:00Z',
      },
      [correction, { ...correction, Id: 2, Etape: 5, Champ: null, LibelleChamp: null, Commentaire: null }],
    );
    expect(mail.text).toContain(
      [
        'Les corrections demandées :',
        '- Étape 2 · Titre, série et auteurs, Titre : Informations bibliographiques incomplètes ou incohérentes — Le titre porte une faute.',
        "- Étape 5 · Sujet, résumé et couvertures, Toute l'étape : Informations bibliographiques incomplètes ou incohérentes",
      ].join('\n'),
    );
  });
});
