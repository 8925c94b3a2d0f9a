import { describe, expect, test } from 'vitest';
import {
  isActiveOn,
  referencingPaymentOf,
  type CoveringSubscription,
} from '../../../domain/referencing/referencingPaid.ts';

const TODAY = '2026-11-28';

function subscription(overrides: Partial<CoveringSubscription> = {}): CoveringSubscription {
  return {
    id: 1,
    dateDebut: '2026-01-15',
    dateFin: '2027-01-15',
    referencementsInclus: 5,
    couverts: 0,
    ...overrides,
  };
}

describe('what pays a referencing', () => {
  test('a paid line wins over a subscription and leaves its quota alone', () => {
    expect(referencingPaymentOf({ paidLines: [42, 43], subscriptions: [subscription()] }, TODAY)).toEqual({
      Couverture: 'ligne',
      idCommandeProduit: 42,
    });
  });

  test('an active subscription with room covers it; a full one does not', () => {
    expect(referencingPaymentOf({ paidLines: [], subscriptions: [subscription({ couverts: 4 })] }, TODAY)).toEqual({
      Couverture: 'abonnement',
      idAbonnement: 1,
    });
    expect(referencingPaymentOf({ paidLines: [], subscriptions: [subscription({ couverts: 5 })] }, TODAY)).toBeNull();
  });

  test('a subscription without a quota covers as many as needed', () => {
    const unlimited = subscription({ referencementsInclus: null, couverts: 250 });
    expect(referencingPaymentOf({ paidLines: [], subscriptions: [unlimited] }, TODAY)?.Couverture).toBe('abonnement');
  });

  test('a subscription covers only the days of its period, both ends included', () => {
    expect(isActiveOn(subscription(), '2026-01-15')).toBe(true);
    expect(isActiveOn(subscription(), '2027-01-15')).toBe(true);
    expect(isActiveOn(subscription(), '2027-01-16')).toBe(false);
    expect(isActiveOn(subscription(), '2026-01-14')).toBe(false);
    const ended = subscription({ dateDebut: '2025-01-01', dateFin: '2026-01-01' });
    expect(referencingPaymentOf({ paidLines: [], subscriptions: [ended] }, TODAY)).toBeNull();
  });

  test('of several subscriptions with room, the one ending first covers it', () => {
    const later = subscription({ id: 7, dateFin: '2027-06-01' });
    const sooner = subscription({ id: 9, dateFin: '2027-02-01' });
    expect(referencingPaymentOf({ paidLines: [], subscriptions: [later, sooner] }, TODAY)).toEqual({
      Couverture: 'abonnement',
      idAbonnement: 9,
    });
  });

  test('nothing pays it: null', () => {
    expect(referencingPaymentOf({ paidLines: [], subscriptions: [] }, TODAY)).toBeNull();
  });
});
