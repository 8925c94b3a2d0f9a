// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FICHE_CATALOGUE_REQUIREMENTS } from '../../domain/publication/ficheLibraireTexts.ts';
import { ONIX_REFUSALS } from '../../domain/publication/onixExport.ts';
import { DISPONIBILITE, TYPE_CONTRIBUTION } from '../../domain/referenceIds.ts';
import { disponibilites, formats, typesContribution } from '../../server/compose/seed/data/referenceLists.ts';
import { ficheLibraire, type FicheLabels } from '../../server/areas/onix/ficheLibraire.ts';
import { mapPublication } from '../../server/areas/onix/mapPublication.ts';
import { completeSource, ONIX_SHAPES, withCheckDigit } from './onixShapes.ts';

const CONTEXT = { publicUrl: 'https://portail.example.org' };
const NBSP = '\u00a0';

const byId = (rows: readonly { Id: number; Libelle: string }[]) => new Map(rows.map((r) => [r.Id, r.Libelle]));
const LABELS: FicheLabels = {
  typesContribution: byId(typesContribution),
  formats: byId(formats),
  disponibilites: byId(disponibilites),
  sujets: new Map([
    [1150, 'Romans contemporains'],
    [1132, 'Fantasy'],
    [6200, 'Photographie'],
  ]),
};

describe('ficheLibraire', () => {
  it('reads every field of a complete paperback from its ONIX record', () => {
    const source = completeSource();
    expect('product' in mapPublication(source, CONTEXT)).toBe(true);
    expect(ficheLibraire(source, CONTEXT, LABELS)).toEqual({
      IdPublication: 4201,
      Ean: withCheckDigit('978236512900'),
      Couverture: '/fichiers/publications/4201/0b7a63c4-34a8-4a9b-8f0b-7d2f7b0d9a11.jpg',
      Titre: 'La Maison des marées',
      SousTitre: null,
      Collection: null,
      Contributeurs: [{ Nom: 'Anne Kerouac', Role: 'Auteur' }],
      Marque: 'Éditions du Ponant',
      Editeur: 'Éditions du Ponant (GLN 3051234567890)',
      Distributeur: 'Éditions du Ponant, qui distribue lui-même',
      PrixTTCCentimes: 2190,
      PrixAVenir: null,
      Disponibilite: 'Disponible',
      DateParution: '2026-04-02',
      Format: 'Broché',
      Dimensions: `215 × 135 × 22${NBSP}mm, 420${NBSP}g`,
      NombrePages: 312,
      Sujet: 'Romans contemporains — Thema FBA (Littérature moderne et contemporaine : générale et littéraire)',
      Clil: 'CLIL 3442 (Romans)',
      Resume: 'Une maison au bord de la mer, trois générations & un secret.',
      Manques: [],
    });
  });

  it('names a volume by its series, with its own title under it, and a French Thema heading', () => {
    const fiche = ficheLibraire(ONIX_SHAPES.serieAvecTitreDeVolume, CONTEXT, LABELS);
    expect([fiche.Titre, fiche.SousTitre, fiche.Collection]).toEqual([
      'Les Chroniques de Brocéliande',
      'Le Val sans retour',
      'Les Chroniques de Brocéliande, tome 2',
    ]);
    expect(fiche.Sujet).toBe('Fantasy — Thema FM (Fantasy)');
  });

  it('gives a volume without a title of its own no subtitle', () => {
    const fiche = ficheLibraire(ONIX_SHAPES.serieSansTitreDeVolume, CONTEXT, LABELS);
    expect([fiche.Titre, fiche.SousTitre, fiche.Collection]).toEqual([
      'Carnets de bord',
      null,
      'Carnets de bord, tome IV',
    ]);
  });

  it('lists the contributors the record sends, in its order, with the portal’s roles in French', () => {
    const fiche = ficheLibraire(ONIX_SHAPES.plusieursContributeurs, CONTEXT, LABELS);
    expect(fiche.Contributeurs).toEqual([
      { Nom: 'Paul Guéguen', Role: 'Directeur de publication' },
      { Nom: 'Lucie Morvan', Role: 'Photographe' },
      { Nom: 'Rose Tanguy', Role: 'Illustrateur' },
      { Nom: 'Jean Préface', Role: 'Préfacier' },
      { Nom: 'Claire Savante', Role: 'Éditeur scientifique ou intellectuel' },
      { Nom: 'Marc Aide', Role: 'Collaborateur' },
      { Nom: 'Postface Martin', Role: 'Postfacier' },
    ]);
    expect(fiche.Distributeur).toBe('Distributeur exclusif (GLN 3012345678901)');
    expect(fiche.Format).toBe('Cartonné');
  });

  it('announces a scheduled price beside the price in force', () => {
    const source = completeSource({ PrixAVenir: { PrixTTCCentimes: 1990, DateEffet: '2027-03-01' } });
    expect(ficheLibraire(source, CONTEXT, LABELS)).toMatchObject({
      PrixTTCCentimes: 2190,
      PrixAVenir: { PrixTTCCentimes: 1990, DateEffet: '2027-03-01' },
    });
  });

  it('shows a forthcoming book without a price, and a digital one without measures', () => {
    expect(ficheLibraire(ONIX_SHAPES.aParaitreSansPrix, CONTEXT, LABELS)).toMatchObject({
      PrixTTCCentimes: null,
      Disponibilite: 'À paraître',
      Manques: [],
    });
    expect(ficheLibraire(ONIX_SHAPES.numerique, CONTEXT, LABELS)).toMatchObject({
      Format: 'Numérique EPUB',
      Dimensions: null,
      NombrePages: 312,
    });
    expect(ficheLibraire(ONIX_SHAPES.livreAudio, CONTEXT, LABELS)).toMatchObject({
      Format: 'Livre audio',
      NombrePages: null,
    });
  });

  it('names each known size when some are missing', () => {
    const fiche = ficheLibraire(
      completeSource({ Format_Largeur: null, Format_Epaisseur: 0, Format_Poids: 1250 }),
      CONTEXT,
      LABELS,
    );
    expect(fiche.Dimensions).toBe(`hauteur 215${NBSP}mm, 1${NBSP}250${NBSP}g`);
  });

  it('shows what a draft has and lists what the catalogue still needs', () => {
    const draft = completeSource({
      Ean: '978-2-36512',
      Titre: '  Brouillon de roman ',
      Serie: true,
      TitreVolume: null,
      NumeroVolume: '3',
      AuteurContribution: [
        { Nom: 'Anne Kerouac', IdTypeContribution: TYPE_CONTRIBUTION.auteur, IdsLangues: [], Rang: 2 },
        { Nom: 'Sans rôle', IdTypeContribution: TYPE_CONTRIBUTION.aucun, IdsLangues: [], Rang: 1 },
      ],
      Marque: null,
      IdDisponibilite: DISPONIBILITE.disponible,
      DateParution: null,
      PrixTTCCentimes: null,
      IdFormat: 1,
      Format_Hauteur: 210,
      Format_Largeur: 148,
      Format_Epaisseur: null,
      Format_Poids: null,
      NombrePage: 0,
      IdSujet: null,
      Resume: '   ',
      VisuelCouverture: null,
    });
    expect(ficheLibraire(draft, CONTEXT, LABELS)).toEqual({
      IdPublication: 4201,
      Ean: '978236512',
      Couverture: null,
      Titre: 'Brouillon de roman',
      SousTitre: null,
      Collection: 'Brouillon de roman, tome 3',
      Contributeurs: [{ Nom: 'Anne Kerouac', Role: 'Auteur' }],
      Marque: null,
      Editeur: null,
      Distributeur: null,
      PrixTTCCentimes: null,
      PrixAVenir: null,
      Disponibilite: 'Disponible',
      DateParution: null,
      Format: 'Broché',
      Dimensions: `hauteur 210${NBSP}mm, largeur 148${NBSP}mm`,
      NombrePages: null,
      Sujet: null,
      Clil: null,
      Resume: null,
      Manques: [
        ONIX_REFUSALS.ean,
        ONIX_REFUSALS.marque,
        ONIX_REFUSALS.dateParution,
        ONIX_REFUSALS.prix,
        FICHE_CATALOGUE_REQUIREMENTS.couverture,
        FICHE_CATALOGUE_REQUIREMENTS.resume,
        FICHE_CATALOGUE_REQUIREMENTS.sujet,
      ],
    });
  });

  it('lists what the catalogue requires even when the record can be written', () => {
    const fiche = ficheLibraire(completeSource({ VisuelCouverture: null, IdSujet: 9999 }), CONTEXT, LABELS);
    expect(fiche.Manques).toEqual([FICHE_CATALOGUE_REQUIREMENTS.couverture, FICHE_CATALOGUE_REQUIREMENTS.sujet]);
  });

  it('says when another validated publication bears the same EAN, and shows a withdrawn one as a full record', () => {
    const source = completeSource({ Retiree: true });
    const fiche = ficheLibraire(source, { ...CONTEXT, sharedEans: new Set([source.Ean]) }, LABELS);
    expect(fiche.Manques).toEqual([ONIX_REFUSALS.eanEnDouble]);
    expect(fiche.Titre).toBe('La Maison des marées');
  });
});
