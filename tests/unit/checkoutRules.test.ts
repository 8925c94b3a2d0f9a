import { describe, expect, test } from 'vitest';
import {
  checkoutBlockers,
  commandeNumber,
  startsBeforeWithdrawalEnds,
  WITHDRAWAL_PERIOD_DAYS,
  type CheckoutFacts,
} from '../../domain/order/checkoutRules.ts';
import { TYPE_PRODUIT } from '../../domain/referenceIds.ts';

const TODAY = '2026-11-20';

describe('a line that starts before the withdrawal period ends (L221-25, L221-28)', () => {
  test.each([
    ['a referencing', TYPE_PRODUIT.referencement],
    ['an article', TYPE_PRODUIT.article],
    ['a subscription', TYPE_PRODUIT.abonnement],
  ])('%s starts at once', (_, idTypeProduit) => {
    expect(startsBeforeWithdrawalEnds({ idTypeProduit, sessionStart: null }, TODAY)).toBe(true);
  });

  test(`a training starts within the period when its session begins within ${WITHDRAWAL_PERIOD_DAYS} days`, () => {
    const training = (sessionStart: string | null) =>
      startsBeforeWithdrawalEnds({ idTypeProduit: TYPE_PRODUIT.formation, sessionStart }, TODAY);
    expect(training('2026-11-20')).toBe(true);
    expect(training('2026-12-04')).toBe(true);
    expect(training('2026-12-05')).toBe(false);
    expect(training(null)).toBe(false);
  });

  test('the period is counted across the end of a month and of a year', () => {
    const training = { idTypeProduit: TYPE_PRODUIT.formation, sessionStart: '2027-01-03' };
    expect(startsBeforeWithdrawalEnds(training, '2026-12-20')).toBe(true);
    expect(startsBeforeWithdrawalEnds(training, '2026-12-19')).toBe(false);
  });

  test('a discount line starts nothing', () => {
    expect(startsBeforeWithdrawalEnds({ idTypeProduit: TYPE_PRODUIT.reduction, sessionStart: null }, TODAY)).toBe(
      false,
    );
  });
});

describe('the order number', () => {
  test('reads C, the year the order was placed and its id on six digits', () => {
    expect(commandeNumber(123, new Date('2026-11-20T10:00:00Z'))).toBe('C2026-000123');
    expect(commandeNumber(1234567, new Date('2027-01-01T00:00:00Z'))).toBe('C2027-1234567');
  });

  test('takes the year of the day in Paris: just after midnight on 1 January there, the new year', () => {
    // 00:30 in Paris on 1 January 2027 is still 31 December 2026 in UTC.
    expect(commandeNumber(7, new Date('2026-12-31T23:30:00Z'))).toBe('C2027-000007');
    // 00:30 UTC on 1 January 2027 was 01:30 in Paris: the same year either way.
    expect(commandeNumber(8, new Date('2027-01-01T00:30:00Z'))).toBe('C2027-000008');
    // 23:30 in Paris on 31 December 2026 (22:30 UTC): still 2026.
    expect(commandeNumber(9, new Date('2026-12-31T22:30:00Z'))).toBe('C2026-000009');
  });

  test('differs for two orders of one year', () => {
    const placedAt = new Date('2026-11-20T10:00:00Z');
    expect(commandeNumber(41, placedAt)).not.toBe(commandeNumber(42, placedAt));
  });
});

describe('what keeps a basket from being ordered', () => {
  const orderable: CheckoutFacts = {
    LignesSansPublication: [],
    FormationParticulierRefusee: false,
    ExecutionImmediateRequise: true,
    Facturation: { Adresse: { Ville: 'Paris' } },
    Panier: { listCommandeProduit: [{ Id: 1 }] },
  };

  test('nothing for a basket with lines, an address, its publications and no training of an individual, whatever starts at once', () => {
    expect(checkoutBlockers(orderable)).toEqual([]);
  });

  test('each blocker, in the order the page explains them', () => {
    expect(
      checkoutBlockers({
        LignesSansPublication: [7],
        FormationParticulierRefusee: true,
        ExecutionImmediateRequise: false,
        Facturation: { Adresse: null },
        Panier: { listCommandeProduit: [] },
      }),
    ).toEqual(['emptyBasket', 'addressMissing', 'publicationMissing', 'trainingForIndividual']);
  });
});
