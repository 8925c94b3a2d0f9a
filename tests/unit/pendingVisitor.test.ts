import { afterEach, describe, expect, test } from 'vitest';
import { hasSessionToRestore } from '../../src/features/auth/storedSession.ts';
import { LOGIN_KEY } from '../../src/features/auth/storage.ts';
import { BASKET_KEY, basketStorage, readStoredBasket } from '../../src/features/basket/basketStorage.ts';
import { addLine } from '../../machines/basket/localBasket.ts';
import { mayHoldABasket, mayHoldASession } from '../../src/ssr/pendingVisitor.ts';

/** What the basket page shows once its code has run: something else than the empty basket, or not yet known. */
function applicationMayShowABasket(): boolean {
  return hasSessionToRestore() || readStoredBasket().basket.lines.length > 0;
}

const article = {
  Produit: { Id: 31, IdTypeProduit: 3, Libelle: 'Fiche de lecture', PrixTTCCentimes: 1250 },
  IdPublication: null,
  Formation: null,
};

/** The storage states a browser may come to the basket page with. */
const STATES: Record<string, () => void> = {
  'rien en mémoire': () => {},
  'un panier anonyme avec une ligne': () => basketStorage.update((basket) => addLine(basket, article)),
  'un panier anonyme vidé': () => {
    basketStorage.update((basket) => addLine(basket, article));
    basketStorage.clear();
  },
  'un panier anonyme sans ligne': () => localStorage.setItem(BASKET_KEY, JSON.stringify({ lines: [] })),
  'un panier déjà rattaché au compte': () => {
    basketStorage.update((basket) => addLine(basket, article));
    basketStorage.markMerged();
  },
  'la connexion du navigateur': () => localStorage.setItem(LOGIN_KEY, 'auteur@example.org'),
  "la session de l'onglet": () => sessionStorage.setItem('oidc.user:http://127.0.0.1/oidc:portail', '{}'),
  'une valeur illisible': () => localStorage.setItem(BASKET_KEY, '{pas du JSON'),
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("le script d'avant le premier affichage d'une page rendue", () => {
  test.each(Object.entries(STATES))("avec %s, il dit ce que dira l'application", (_state, arrange) => {
    arrange();
    expect(mayHoldABasket(window)).toBe(applicationMayShowABasket());
    expect(mayHoldASession(window)).toBe(hasSessionToRestore());
  });

  test('il cache le panier vide à qui a un panier ou une session, et à eux seuls', () => {
    expect(mayHoldABasket(window)).toBe(false);
    STATES['un panier anonyme avec une ligne']!();
    expect(mayHoldABasket(window)).toBe(true);
    localStorage.clear();
    STATES["la session de l'onglet"]!();
    expect(mayHoldABasket(window)).toBe(true);
  });

  test("il cache « Connexion » à qui a une session, pas à qui n'a qu'un panier", () => {
    STATES['un panier anonyme avec une ligne']!();
    expect(mayHoldASession(window)).toBe(false);
    STATES['la connexion du navigateur']!();
    expect(mayHoldASession(window)).toBe(true);
  });

  test('un stockage refusé par le navigateur ne cache rien', () => {
    const refused = {
      get localStorage(): Storage {
        throw new DOMException('refusé', 'SecurityError');
      },
      sessionStorage,
    };
    expect(mayHoldABasket(refused)).toBe(false);
    expect(mayHoldASession(refused)).toBe(false);
  });
});
