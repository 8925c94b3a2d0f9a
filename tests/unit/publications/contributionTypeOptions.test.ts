import { describe, expect, test } from 'vitest';
import { contributionTypeOptions } from '../../../src/features/publications/utils/contributionTypeOptions.ts';

describe('the contribution-type choice of an author row', () => {
  test('puts « Aucun » first whatever its Rang, then the roles by Rang', () => {
    const options = contributionTypeOptions([
      { Id: 2, Libelle: 'Traducteur', Rang: 2 },
      { Id: 0, Libelle: 'Aucun', Rang: 10 },
      { Id: 1, Libelle: 'Auteur', Rang: 1 },
    ]);
    expect(options).toEqual([
      { id: 0, label: 'Aucun' },
      { id: 1, label: 'Auteur' },
      { id: 2, label: 'Traducteur' },
    ]);
  });

  test('offers the roles by Rang when the list has no « Aucun »', () => {
    const options = contributionTypeOptions([
      { Id: 6, Libelle: 'Illustrateur', Rang: 2 },
      { Id: 1, Libelle: 'Auteur', Rang: 1 },
    ]);
    expect(options.map((option) => option.label)).toEqual(['Auteur', 'Illustrateur']);
  });
});
