import { describe, expect, test } from 'vitest';
import { modulePath, visibleModules, type Module } from '../../src/features/admin/utils/modules.ts';
import { accountLinks, hasSubscriptions } from '../../src/app/layout/accountLinks.ts';
import { returnToOf } from '../../src/app/guards/returnTo.ts';
import type { Rubrique } from '../../src/lib/api/types.ts';

const module = (Id: number, Rang: number, Visible = true): Module => ({
  Id,
  Libelle: `Module ${Id}`,
  Link: `module${Id}`,
  Iconclassname: 'icon-book',
  Rang,
  Visible,
});

describe('the back-office modules', () => {
  test('are shown by Rang, not by Id, without the hidden ones', () => {
    const shown = visibleModules([module(1, 3), module(2, 1), module(3, 2, false), module(4, 2)]);
    expect(shown.map((m) => m.Id)).toEqual([2, 4, 1]);
  });

  test('lead to /admin/{Link}', () => {
    expect(modulePath(module(7, 1))).toBe('/admin/module7');
  });
});

const rubrique = (Code: string, Visible: boolean): Rubrique => ({
  Id: 1,
  Code,
  Libelle: Code,
  Visible,
  Rang: 1,
  Contenu: [],
});

describe('the account menu links', () => {
  test('offer « Mes Abonnements » only when a visible ABONNEMENT rubrique exists', () => {
    expect(hasSubscriptions([rubrique('ABONNEMENT', true)])).toBe(true);
    expect(hasSubscriptions([rubrique('ABONNEMENT', false)])).toBe(false);
    expect(hasSubscriptions([rubrique('FORMATION', true)])).toBe(false);
    expect(hasSubscriptions(undefined)).toBe(false);
  });

  test('follow the order of the specification', () => {
    expect(accountLinks({ subscriptions: true }).map((l) => l.label)).toEqual([
      'Mes commandes',
      'Mes publications',
      'Mes Formations',
      'Mes Abonnements',
      'Mon profil',
    ]);
    expect(accountLinks({ subscriptions: false }).map((l) => l.to)).toEqual([
      '/commandes',
      '/publications',
      '/formations',
      '/profil',
    ]);
  });
});

describe('the way back after sign-in', () => {
  test('is a path of this origin only', () => {
    expect(returnToOf({ returnTo: '/profil?x=1' })).toBe('/profil?x=1');
    expect(returnToOf({ returnTo: '//evil.example' })).toBeUndefined();
    expect(returnToOf({ returnTo: '/\\evil.example' })).toBeUndefined();
    expect(returnToOf({ returnTo: 'https://evil.example/' })).toBeUndefined();
    expect(returnToOf(null)).toBeUndefined();
    expect(returnToOf({ returnTo: 3 })).toBeUndefined();
  });
});
