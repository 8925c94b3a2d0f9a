import type { LineKey as DomainLineKey } from '../../domain/basket/lines.ts';
import type { components } from '../../openapi/generated/schema.d.ts';

/** The account's basket as the server answers it after every operation. */
export type Panier = components['schemas']['Panier'];
export type CommandeProduit = components['schemas']['CommandeProduit'];

/** What a line needs to know of its product to be shown while the basket is held in the browser. */
export interface ProduitResume {
  Id: number;
  IdTypeProduit: number;
  Libelle: string;
  PrixTTCCentimes: number;
}

/** The training session a line is for, kept to show its dates. */
export interface SessionResume {
  Id: number;
  DateDebut: string;
  DateFin: string;
}

/** Which line, every id given (null equals null): the domain's line key as the machine holds it. */
export type LineKey = Required<DomainLineKey>;

/** A line of the anonymous basket, kept in the browser's persistent storage. */
export interface LocalLine {
  Produit: ProduitResume;
  Quantite: number;
  IdPublication: number | null;
  IdFormation: number | null;
  Formation: SessionResume | null;
}

export interface LocalBasket {
  lines: LocalLine[];
}

/** A line to add: one of the product (for a training, of the chosen session). */
export interface NewLine {
  Produit: ProduitResume;
  IdPublication: number | null;
  Formation: SessionResume | null;
}

/** A change of the account's basket, made by one server call that answers the whole basket. */
export type BasketOperation =
  | { kind: 'add'; line: LineKey }
  | { kind: 'increase'; line: LineKey; Quantite: number }
  | { kind: 'decrease'; line: LineKey; Quantite: number }
  | { kind: 'remove'; line: LineKey }
  | { kind: 'choosePublication'; line: LineKey; Quantite: number; IdPublication: number };

/** Events are facts in the `basket.` namespace; the session's announcements keep their `auth.` names. */
export type BasketEvent =
  | { type: 'basket.add'; line: NewLine }
  | { type: 'basket.increase'; line: LineKey }
  | { type: 'basket.decrease'; line: LineKey }
  | { type: 'basket.remove'; line: LineKey }
  | { type: 'basket.choosePublication'; line: LineKey; IdPublication: number }
  | { type: 'basket.applyCode'; code: string }
  | { type: 'basket.removeCode' }
  | { type: 'basket.reload' }
  | { type: 'basket.retryMerge' }
  /** The stored anonymous basket changed, in this tab or in another one of the same browser. */
  | { type: 'basket.localChanged'; basket: LocalBasket; merged: boolean }
  | { type: 'auth.signedIn'; isFrontOffice: boolean }
  | { type: 'auth.signedOut' };

export interface BasketContext {
  local: LocalBasket;
  /** The merge flag: the stored basket is already part of the account's. */
  merged: boolean;
  /** The change being saved, and the reduction code being applied. */
  operation: BasketOperation | null;
  code: string;
  /** Why the server refused `code`, said under the code's field; null once a code is applied or tried again. */
  codeRefusal: string | null;
  /** The account's basket once loaded or merged; null while the visitor is anonymous. */
  server: Panier | null;
  /** Lines added while the account's basket was on its way or a change was being saved: added in turn once ready. */
  queuedAdds: LineKey[];
}

export interface BasketInput {
  local: LocalBasket;
  merged: boolean;
}

export type ToastKind = 'success' | 'error' | 'warning';

/** The anonymous basket in the browser's persistent storage, shared by the tabs of the browser. */
export interface BasketStorage {
  read(): LocalBasket;
  /** Reads the stored basket again, applies `change` and writes it back: another tab's edit is kept. */
  update(change: (basket: LocalBasket) => LocalBasket): LocalBasket;
  /** Whether the stored basket has been merged into the account's (the merge flag is true). */
  isMerged(): boolean;
  /** Drops the local copy once the server holds it, and marks it merged. */
  markMerged(): void;
  /** Forgets the basket and the merge flag (sign-out). */
  clear(): void;
}

/** The account's basket calls (spec 2 §7 Basket). */
export interface BasketApi {
  get(signal: AbortSignal): Promise<Panier>;
  merge(basket: LocalBasket, signal: AbortSignal): Promise<Panier>;
  save(operation: BasketOperation, signal: AbortSignal): Promise<Panier>;
  applyCode(code: string, signal: AbortSignal): Promise<Panier>;
  removeCode(signal: AbortSignal): Promise<Panier>;
}

export interface BasketDependencies {
  api: BasketApi;
  storage: BasketStorage;
  /** Says `message`; a `lasting` one (several sentences to read) stays longer than the basket's usual news. */
  notify(kind: ToastKind, message: string, options?: { lasting: boolean }): void;
}
