import { describe, expect, test } from 'vitest';
import {
  CHECK_MESSAGES,
  publicationChecks,
  verificationOf,
  type PublicationCheckFacts,
} from '../../../domain/publication/publicationChecks.ts';
import { ONIX_REFUSALS } from '../../../domain/publication/onixExport.ts';
import { guessSummaryLanguage, summaryLanguageMismatch } from '../../../domain/publication/summaryLanguage.ts';
import { DISPONIBILITE } from '../../../domain/referenceIds.ts';

const FRENCH_SUMMARY =
  "Sur une île de la Manche, une gardienne de phare découvre dans les archives de son père les lettres d'un marin " +
  'disparu. Elle part sur ses traces, avec pour seule boussole les mots de cet homme, et comprend que la mer garde ' +
  'la mémoire de ceux qui la traversent.';
const ENGLISH_SUMMARY =
  'On an island in the Channel, a lighthouse keeper finds the letters of a lost sailor in the archives of her father. ' +
  'She sets out on his trail, with his words as her only compass, and learns that the sea keeps the memory of ' +
  'those who cross it.';

/** A publication every check passes. */
function facts(overrides: Partial<PublicationCheckFacts> = {}, publication = {}): PublicationCheckFacts {
  return {
    publication: {
      IdDisponibilite: DISPONIBILITE.disponible,
      PrixTTC: 18.5,
      VisuelCouverture: '/fichiers/publications/7/couverture.png',
      Resume: FRENCH_SUMMARY,
      IdSujet: 3,
      ...publication,
    },
    coverHeight: 1800,
    eanElsewhere: false,
    brandWithoutGln: false,
    languageCodes: ['fre'],
    onixRefusals: [],
    ...overrides,
  };
}

const codes = (f: PublicationCheckFacts) => publicationChecks(f).map((p) => p.Code);

describe('publicationChecks', () => {
  test('a publication in order has no point', () => {
    expect(publicationChecks(facts())).toEqual([]);
    expect(verificationOf([])).toEqual({ Bloquant: false, Points: [] });
  });

  test('an available book without price blocks at step 4, a forthcoming one does not', () => {
    expect(publicationChecks(facts({}, { PrixTTC: null }))).toEqual([
      { Code: 'PRIX', Niveau: 'bloquant', Etape: 4, Champ: 'PrixTTC', Message: CHECK_MESSAGES.prix },
    ]);
    expect(codes(facts({}, { PrixTTC: 0 }))).toEqual(['PRIX']);
    expect(codes(facts({}, { PrixTTC: null, IdDisponibilite: DISPONIBILITE.aParaitre }))).toEqual([]);
  });

  test('an EAN another validated publication bears blocks at step 1', () => {
    expect(publicationChecks(facts({ eanElsewhere: true }))).toEqual([
      { Code: 'EAN-DOUBLON', Niveau: 'bloquant', Etape: 1, Champ: 'Ean', Message: CHECK_MESSAGES.eanDoublon },
    ]);
  });

  test('no cover blocks; a cover under 1 400 px warns with its height', () => {
    expect(codes(facts({ coverHeight: null }, { VisuelCouverture: null }))).toEqual(['COUVERTURE']);
    const [low] = publicationChecks(facts({ coverHeight: 900 }));
    expect(low).toEqual({
      Code: 'COUVERTURE-HAUTEUR',
      Niveau: 'avertissement',
      Etape: 5,
      Champ: 'VisuelCouverture',
      Message: CHECK_MESSAGES.couvertureHauteur(900),
    });
    expect(low!.Message).toContain('900 px');
    expect(codes(facts({ coverHeight: 1400 }))).toEqual([]);
    // An unreadable header says nothing of the height.
    expect(codes(facts({ coverHeight: null }))).toEqual([]);
  });

  test('a short summary warns with its length; a summary in another language warns', () => {
    const [short] = publicationChecks(facts({}, { Resume: 'Un roman de la mer.' }));
    expect(short).toMatchObject({ Code: 'RESUME-COURT', Niveau: 'avertissement', Etape: 5, Champ: 'Resume' });
    expect(short!.Message).toContain('19 caractères');
    expect(codes(facts({}, { Resume: ENGLISH_SUMMARY }))).toEqual(['RESUME-LANGUE']);
    expect(codes(facts({ languageCodes: ['eng'] }, { Resume: ENGLISH_SUMMARY }))).toEqual([]);
    expect(codes(facts({ languageCodes: ['fre', 'eng'] }, { Resume: ENGLISH_SUMMARY }))).toEqual([]);
    // A language the heuristic does not know: no guess, no warning.
    expect(codes(facts({ languageCodes: ['jpn'] }, { Resume: ENGLISH_SUMMARY }))).toEqual([]);
  });

  test('no subject blocks at step 5; a brand without GLN warns at step 3', () => {
    expect(codes(facts({}, { IdSujet: null }))).toEqual(['SUJET']);
    expect(publicationChecks(facts({ brandWithoutGln: true }))).toEqual([
      { Code: 'GLN', Niveau: 'avertissement', Etape: 3, Champ: 'IdMarque', Message: CHECK_MESSAGES.gln },
    ]);
  });

  test("the catalogue's refusals block at their step and field, without repeating the price or the shared EAN", () => {
    const points = publicationChecks(
      facts({ onixRefusals: ['format', 'titre', 'prix', 'eanEnDouble'], eanElsewhere: true }, { PrixTTC: null }),
    );
    expect(points.map((p) => [p.Code, p.Etape, p.Champ])).toEqual([
      ['EAN-DOUBLON', 1, 'Ean'],
      ['ONIX-TITRE', 2, 'Titre'],
      ['ONIX-FORMAT', 4, 'IdFormat'],
      ['PRIX', 4, 'PrixTTC'],
    ]);
    expect(points[1]!.Message).toBe(ONIX_REFUSALS.titre);
  });

  test('blocking points come first, then warnings, each in the order of the steps', () => {
    const verification = verificationOf(
      publicationChecks(
        facts({ brandWithoutGln: true, coverHeight: 600 }, { IdSujet: null, PrixTTC: null, Resume: 'Court.' }),
      ),
    );
    expect(verification.Bloquant).toBe(true);
    expect(verification.Points.map((p) => p.Code)).toEqual([
      'PRIX',
      'SUJET',
      'GLN',
      'RESUME-COURT',
      'COUVERTURE-HAUTEUR',
    ]);
    expect(verificationOf(publicationChecks(facts({ brandWithoutGln: true }))).Bloquant).toBe(false);
  });
});

describe('summary language', () => {
  test('guesses French and English from their short words, and stays silent on too little text', () => {
    expect(guessSummaryLanguage(FRENCH_SUMMARY)).toBe('fre');
    expect(guessSummaryLanguage(ENGLISH_SUMMARY)).toBe('eng');
    expect(guessSummaryLanguage('Les Rivages')).toBeNull();
    expect(summaryLanguageMismatch(FRENCH_SUMMARY, ['fre'])).toBe(false);
    expect(summaryLanguageMismatch(ENGLISH_SUMMARY, ['fre'])).toBe(true);
  });
});
