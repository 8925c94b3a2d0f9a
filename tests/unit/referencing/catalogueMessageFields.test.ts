import { describe, expect, test } from 'vitest';
import { catalogueMessageOf } from '../../../domain/referencing/catalogueMessageFields.ts';
import { PRODUIT_REFERENCEMENT, referencingProductOf } from '../../../domain/referencing/referencingProduct.ts';

const detail = (Element: string | null, Code = 'CAT-X', Severity = 'W') => ({
  Code,
  Severity,
  Note: 'Une remarque du catalogue.',
  Element,
});

describe('a catalogue message as the author reads it', () => {
  test.each([
    ['ProductIdentifier', 1, 'Ean'],
    ['Language', 1, 'IdsLangues'],
    ['TitleDetail', 2, 'Titre'],
    ['Collection', 2, 'Serie'],
    ['Contributor', 2, 'AuteurContribution'],
    ['Imprint', 3, 'IdMarque'],
    ['Publisher', 3, 'IdMarque'],
    ['Supplier', 4, 'GenCod'],
    ['Price', 4, 'PrixTTC'],
    ['ProductAvailability', 4, 'IdDisponibilite'],
    ['PublishingDate', 4, 'DateParution'],
    ['ProductForm', 4, 'IdFormat'],
    ['Extent', 4, 'NombrePage'],
    ['Subject', 5, 'IdSujet'],
    ['TextContent', 5, 'Resume'],
    ['SupportingResource', 5, 'VisuelCouverture'],
    ['Product/CollateralDetail/TextContent', 5, 'Resume'],
  ])('%s is corrected at step %i, field %s', (element, Etape, Champ) => {
    expect(catalogueMessageOf(detail(element))).toEqual({
      Code: 'CAT-X',
      Gravite: 'W',
      Message: 'Une remarque du catalogue.',
      Etape,
      Champ,
    });
  });

  test('an unknown element, or none, points at no field; a known code without element still does', () => {
    expect(catalogueMessageOf(detail('Header'))).toMatchObject({ Etape: null, Champ: null });
    expect(catalogueMessageOf(detail(null, 'CAT-XSD', 'F'))).toMatchObject({ Gravite: 'F', Etape: null, Champ: null });
    expect(catalogueMessageOf(detail(null, 'CAT-RESUME-COURT'))).toMatchObject({ Etape: 5, Champ: 'Resume' });
  });

  test('an unknown severity reads as an error', () => {
    expect(catalogueMessageOf(detail('Price', 'CAT-X', 'Z')).Gravite).toBe('E');
  });
});

describe('the referencing product of a publication', () => {
  test('digital formats (EPUB, PDF, audio) take the digital product; print and no format the printed one', () => {
    for (const idFormat of [6, 7, 8]) expect(referencingProductOf(idFormat)).toBe(PRODUIT_REFERENCEMENT.numerique);
    for (const idFormat of [1, 2, 3, 4, 5, null])
      expect(referencingProductOf(idFormat)).toBe(PRODUIT_REFERENCEMENT.imprime);
  });
});
