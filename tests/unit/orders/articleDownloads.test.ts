import { describe, expect, test } from 'vitest';
import { articleFileName, formatFileSize } from '../../../domain/order/articleDownloads.ts';
import { FOLLOW_UP_PATHS } from '../../../domain/order/paths.ts';

describe('an article’s PDF', () => {
  test('is saved under its label, lower case, without accents nor punctuation', () => {
    expect(articleFileName('Fiche pratique : obtenir un ISBN et un code EAN')).toBe(
      'fiche-pratique-obtenir-un-isbn-et-un-code-ean.pdf',
    );
    expect(articleFileName('Guide : réussir le dépôt légal de son livre')).toBe(
      'guide-reussir-le-depot-legal-de-son-livre.pdf',
    );
    expect(articleFileName('« … »')).toBe('article.pdf');
    expect(articleFileName('a'.repeat(200))).toBe(`${'a'.repeat(80)}.pdf`);
  });

  test('shows its size in octets, Ko or Mo', () => {
    expect(formatFileSize(193)).toBe('193 octets');
    expect(formatFileSize(3096)).toBe('3 Ko');
    expect(formatFileSize(1_258_291)).toBe('1,2 Mo');
  });

  test('is downloaded from its order’s line page', () => {
    expect(FOLLOW_UP_PATHS.article(12, 34)).toBe('/commande/12/article/34');
  });
});
