import { expect } from 'vitest';
import { basketImplementations, basketMachine, type BasketMachine } from '../../../machines/basket/basketMachine.ts';
import { QUANTITE_MAX, QUANTITE_MIN } from '../../../domain/basket/quantity.ts';
import type { BasketSnapshot } from '../../../machines/basket/selectors.ts';
import type {
  BasketDependencies,
  CommandeProduit,
  LineKey,
  NewLine,
  Panier,
  ToastKind,
} from '../../../machines/basket/types.ts';
import { basketStorage } from '../../../src/features/basket/basketStorage.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';
import { produit } from './produitFixture.ts';

/** The basket machine's model: its sample events, and stand-in server answers. */

export const ARTICLE: NewLine = {
  Produit: { Id: 31, IdTypeProduit: 3, Libelle: 'Fiche de lecture', PrixTTCCentimes: 1250 },
  IdPublication: null,
  Formation: null,
};
export const ARTICLE_KEY: LineKey = { IdProduit: 31, IdPublication: null, IdFormation: null };
export const REFERENCING_KEY: LineKey = { IdProduit: 11, IdPublication: null, IdFormation: null };

function line(key: LineKey, Quantite: number, IdTypeProduit: number, prix: number): CommandeProduit {
  return {
    Id: key.IdProduit * 100 + Quantite,
    Produit: produit({
      Id: key.IdProduit,
      IdTypeProduit,
      Libelle: IdTypeProduit === 1 ? 'Référencement' : 'Fiche de lecture',
      PrixTTCCentimes: prix,
    }),
    Quantite,
    IdPublication: key.IdPublication,
    IdFormation: key.IdFormation,
    PrixUnitaireTTCCentimes: prix,
    MontantTTCCentimes: prix * Quantite,
    MessageErreur: null,
    Publication: null,
    Formation: null,
  };
}

export function panier(lines: CommandeProduit[], overrides: Partial<Panier> = {}): Panier {
  const total = lines.reduce((sum, l) => sum + l.MontantTTCCentimes, 0);
  return {
    Id: lines.length ? 1 : null,
    listCommandeProduit: lines,
    IdEtatCommande: 1,
    CodeReduction: null,
    NombreArticles: lines.reduce((sum, l) => sum + l.Quantite, 0),
    MontantProduitsTTCCentimes: total,
    MontantReductionTTCCentimes: 0,
    TotalTTCCentimes: total,
    TotalHTCentimes: Math.round(total / 1.2),
    TotalTVACentimes: total - Math.round(total / 1.2),
    MessageErreur: null,
    ...overrides,
  };
}

/** The account's basket: one article and a referencing line waiting for its publication. */
export const SERVER_ONE = panier([line(ARTICLE_KEY, 1, 3, 1250), line(REFERENCING_KEY, 1, 1, 9900)]);
/** The article at the cap, with a code applied. */
export const SERVER_FULL = panier([line(ARTICLE_KEY, QUANTITE_MAX, 3, 1250)], { CodeReduction: 'BIENVENUE10' });
/** A refusal answers the basket as the server holds it, with the reason. */
export const REFUSED: Panier = { ...SERVER_ONE, MessageErreur: 'Cet article n’est pas dans votre panier.' };
/** A code refused with its reason, said under the code's field. */
export const CODE_REFUSED: Panier = {
  ...SERVER_ONE,
  MessageErreur: 'Ce code de réduction a expiré le 31 août 2025.',
  MotifRefusCode: 'expire',
};
/** A merge that added the browser's lines. */
export const MERGED: Panier = {
  ...SERVER_ONE,
  BilanFusion: { LignesAjoutees: 2, LignesReunies: 0, LignesEcartees: [] },
};
/** A merge that set a line aside. */
export const MERGED_WITH_LOSS: Panier = {
  ...SERVER_ONE,
  MessageErreur: 'Ce produit n’est pas disponible.',
  BilanFusion: {
    LignesAjoutees: 1,
    LignesReunies: 1,
    LignesEcartees: [{ IdProduit: 99, Libelle: null, Motif: 'Ce produit n’est pas disponible.' }],
  },
};
/** A merge that changed nothing: nothing is said. */
export const MERGED_NOTHING: Panier = {
  ...SERVER_ONE,
  BilanFusion: { LignesAjoutees: 0, LignesReunies: 0, LignesEcartees: [] },
};

export const notifications: { kind: ToastKind; message: string }[] = [];

const dependencies: BasketDependencies = {
  api: {
    get: () => Promise.reject(new Error('held by the model')),
    merge: () => Promise.reject(new Error('held by the model')),
    save: () => Promise.reject(new Error('held by the model')),
    applyCode: () => Promise.reject(new Error('held by the model')),
    removeCode: () => Promise.reject(new Error('held by the model')),
  },
  storage: basketStorage,
  notify: (kind, message) => notifications.push({ kind, message }),
};

export function resetBasketBrowserState(): void {
  window.localStorage.clear();
  notifications.length = 0;
}

const events: ModelEvent<BasketMachine>[] = [
  { type: 'basket.add', line: ARTICLE },
  { type: 'basket.increase', line: ARTICLE_KEY },
  { type: 'basket.decrease', line: ARTICLE_KEY },
  { type: 'basket.remove', line: ARTICLE_KEY },
  { type: 'basket.choosePublication', line: REFERENCING_KEY, IdPublication: 7 },
  { type: 'basket.applyCode', code: 'BIENVENUE10' },
  { type: 'basket.applyCode', code: '  ' },
  { type: 'basket.removeCode' },
  { type: 'basket.reload' },
  { type: 'basket.retryMerge' },
  // Another tab filled the line up to the cap; another tab signed in and merged.
  {
    type: 'basket.localChanged',
    basket: {
      lines: [
        { Produit: ARTICLE.Produit, Quantite: QUANTITE_MAX, IdPublication: null, IdFormation: null, Formation: null },
      ],
    },
    merged: false,
  },
  { type: 'basket.localChanged', basket: { lines: [] }, merged: true },
  { type: 'auth.signedIn', isFrontOffice: true },
  { type: 'auth.signedIn', isFrontOffice: false },
  { type: 'auth.signedOut' },
  actorDone('mergeBasket', MERGED_NOTHING),
  actorDone('mergeBasket', MERGED),
  actorDone('mergeBasket', MERGED_WITH_LOSS),
  actorError('mergeBasket'),
  actorDone('loadBasket', SERVER_ONE),
  actorDone('loadBasket', SERVER_FULL),
  actorError('loadBasket'),
  actorDone('saveBasket', SERVER_ONE),
  actorDone('saveBasket', REFUSED),
  actorError('saveBasket'),
  actorDone('applyCode', SERVER_FULL),
  actorDone('applyCode', REFUSED),
  actorDone('applyCode', CODE_REFUSED),
  actorError('applyCode'),
  actorDone('removeCode', SERVER_ONE),
  actorDone('removeCode', REFUSED),
  actorError('removeCode'),
];

function linesOf(entries: { q: number; id: number }[]): string {
  return entries.map(({ id, q }) => `${id}×${q}`).join(',');
}

/** Quantities stay between 1 and 10 whatever the path. */
function invariant(snapshot: BasketSnapshot): void {
  for (const l of snapshot.context.local.lines) {
    expect(l.Quantite).toBeGreaterThanOrEqual(QUANTITE_MIN);
    expect(l.Quantite).toBeLessThanOrEqual(QUANTITE_MAX);
  }
  if (snapshot.matches('anonymous')) expect(snapshot.context.server).toBeNull();
}

export const basketModel = createMachineModel({
  machine: basketMachine,
  events,
  input: { local: { lines: [] }, merged: false },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      local: linesOf(snapshot.context.local.lines.map((l) => ({ id: l.Produit.Id, q: l.Quantite }))),
      merged: snapshot.context.merged,
      // Whether a line waits to be added (the model adds one product only): a longer queue adds no state to explore.
      queued: snapshot.context.queuedAdds.length > 0,
      codeRefused: snapshot.context.codeRefusal !== null,
      server: snapshot.context.server
        ? `${linesOf(snapshot.context.server.listCommandeProduit.map((l) => ({ id: l.Produit.Id, q: l.Quantite })))};${snapshot.context.server.CodeReduction ?? ''}`
        : null,
    }),
  implementations: { actions: basketImplementations(dependencies).actions },
  invariant,
});
