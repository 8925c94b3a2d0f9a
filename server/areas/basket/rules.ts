import { lineKeyText } from '../../../domain/basket/lines.ts';
import { BASKET_REFUSALS, CODE_REFUSALS, type MotifRefusCode } from '../../../domain/basket/messages.ts';
import { clampQuantity, maxQuantity, QUANTITE_MAX } from '../../../domain/basket/quantity.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import type { BasketProduit, BasketWorld } from './catalogueView.ts';

/** A line as the rules handle it; its key is (idProduit, idPublication, idFormation), nulls equal. */
export interface Line {
  /** The stored line's id: a line edited keeps it, and so keeps its place. */
  id?: number;
  idProduit: number;
  quantite: number;
  idPublication: number | null;
  idFormation: number | null;
}

export interface LineInput {
  IdProduit: number;
  Quantite: number;
  IdPublication?: number | null;
  IdFormation?: number | null;
}

/** A line of the browser's basket that a merge could not take, and why. */
export interface SetAsideLine {
  idProduit: number;
  libelle: string | null;
  motif: string;
}

/** What a merge really did with the browser's lines. */
export interface MergeReport {
  added: number;
  joined: number;
  setAside: SetAsideLine[];
}

/** The outcome of an edit: the new lines, or the old ones with the reason of a refusal. */
export interface Outcome {
  lines: Line[];
  message: string | null;
  /** Why a reduction code was refused, when it was. */
  codeRefusal?: MotifRefusCode;
  /** What a merge did, for a merge. */
  merge?: MergeReport;
}

/** Why a code is refused: the reason and what the customer reads. */
interface CodeRefusal {
  motif: MotifRefusCode;
  message: string;
}

/** The domain's line key of a stored line. */
export function lineKey(line: Pick<Line, 'idProduit' | 'idPublication' | 'idFormation'>): string {
  return lineKeyText({ IdProduit: line.idProduit, IdPublication: line.idPublication, IdFormation: line.idFormation });
}

function toLine(input: LineInput): Line {
  return {
    idProduit: input.IdProduit,
    quantite: input.Quantite,
    idPublication: input.IdPublication ?? null,
    idFormation: input.IdFormation ?? null,
  };
}

function typeOf(world: BasketWorld, line: Line): number | undefined {
  return world.produits.get(line.idProduit)?.idTypeProduit;
}

/** A quantity of this line within the domain's bounds: 1 to 10, a subscription's single copy. */
function boundedQuantity(world: BasketWorld, line: Line, quantite: number): number {
  return clampQuantity(quantite, typeOf(world, line));
}

function isReductionLine(world: BasketWorld, line: Line): boolean {
  return typeOf(world, line) === TYPE_PRODUIT.reduction;
}

/** Why a line may not be in this customer's basket, or null when it may. */
export function lineRefusal(world: BasketWorld, line: Line): string | null {
  const produit = world.produits.get(line.idProduit);
  if (!produit || !produit.visible || produit.idTypeProduit === TYPE_PRODUIT.reduction)
    return BASKET_REFUSALS.unknownProduct;
  if (produit.idTypeProduit === TYPE_PRODUIT.formation) {
    const session = produit.sessions.find((candidate) => candidate.id === line.idFormation);
    if (!session) return BASKET_REFUSALS.sessionRequired;
    if (session.dateDebut <= world.today) return BASKET_REFUSALS.sessionPast;
    if (session.placesRestantes <= 0) return BASKET_REFUSALS.sessionFull;
  } else if (line.idFormation !== null) {
    return BASKET_REFUSALS.notATraining;
  }
  if (line.idPublication !== null) {
    if (produit.idTypeProduit !== TYPE_PRODUIT.referencement) return BASKET_REFUSALS.notForPublication;
    if (!world.publications.has(line.idPublication)) return BASKET_REFUSALS.unknownPublication;
  }
  return null;
}

function isSubscription(world: BasketWorld, line: Line): boolean {
  return typeOf(world, line) === TYPE_PRODUIT.abonnement;
}

/** AddProduit: a new line, or more of the same line, capped at the maximum. */
export function addLine(world: BasketWorld, lines: readonly Line[], input: LineInput): Outcome {
  const wanted = toLine(input);
  const refusal = lineRefusal(world, wanted);
  if (refusal) return { lines: [...lines], message: refusal };
  if (isSubscription(world, wanted) && lines.some((line) => isSubscription(world, line))) {
    return { lines: [...lines], message: BASKET_REFUSALS.subscriptionAlreadyThere };
  }
  const key = lineKey(wanted);
  // Without another subscription in the basket, a subscription is never already there: it is added once.
  const existing = lines.find((line) => lineKey(line) === key);
  if (!existing) {
    return {
      lines: [...lines, { ...wanted, quantite: boundedQuantity(world, wanted, wanted.quantite) }],
      message: null,
    };
  }
  const total = existing.quantite + wanted.quantite;
  if (existing.quantite >= QUANTITE_MAX) return { lines: [...lines], message: BASKET_REFUSALS.maximumReached };
  return {
    lines: lines.map((line) => (line === existing ? { ...line, quantite: boundedQuantity(world, line, total) } : line)),
    message: total > QUANTITE_MAX ? BASKET_REFUSALS.maximumReached : null,
  };
}

/** AddProduits: every item as AddProduit, without a publication; one refusal leaves the basket as it was. */
export function addLines(world: BasketWorld, lines: readonly Line[], inputs: readonly LineInput[]): Outcome {
  let current = [...lines];
  let message: string | null = null;
  for (const input of inputs) {
    const outcome = addLine(world, current, { ...input, IdPublication: null });
    if (outcome.message && outcome.message !== BASKET_REFUSALS.maximumReached) {
      return { lines: [...lines], message: outcome.message };
    }
    current = outcome.lines;
    message ??= outcome.message;
  }
  return { lines: current, message };
}

/** UpdateQuantitePlus / UpdateQuantiteMoins: the line's new quantity. */
export function setQuantity(world: BasketWorld, lines: readonly Line[], input: LineInput): Outcome {
  const key = lineKey(toLine(input));
  const existing = lines.find((line) => !isReductionLine(world, line) && lineKey(line) === key);
  if (!existing) return { lines: [...lines], message: BASKET_REFUSALS.notInBasket };
  if (isSubscription(world, existing) && input.Quantite > maxQuantity(TYPE_PRODUIT.abonnement)) {
    return { lines: [...lines], message: BASKET_REFUSALS.subscriptionSingle };
  }
  if (input.Quantite > QUANTITE_MAX || (existing.quantite >= QUANTITE_MAX && input.Quantite >= QUANTITE_MAX)) {
    return {
      lines: lines.map((line) => (line === existing ? { ...line, quantite: QUANTITE_MAX } : line)),
      message: BASKET_REFUSALS.maximumReached,
    };
  }
  const quantite = boundedQuantity(world, existing, input.Quantite);
  return { lines: lines.map((line) => (line === existing ? { ...line, quantite } : line)), message: null };
}

/**
 * UpdatePublication: the line takes another of the customer's publications and keeps its place; a line already
 * there for that publication is joined to it (quantities added, capped).
 */
export function changePublication(
  world: BasketWorld,
  lines: readonly Line[],
  input: LineInput,
  idPublication: number,
): Outcome {
  const key = lineKey(toLine(input));
  const existing = lines.find((line) => !isReductionLine(world, line) && lineKey(line) === key);
  if (!existing) return { lines: [...lines], message: BASKET_REFUSALS.notInBasket };
  const wanted: Line = { ...existing, idPublication };
  const refusal = lineRefusal(world, wanted);
  if (refusal) return { lines: [...lines], message: refusal };
  const twin = lines.find((line) => line !== existing && lineKey(line) === lineKey(wanted));
  const total = existing.quantite + (twin?.quantite ?? 0);
  return {
    lines: lines
      .filter((line) => line !== twin)
      .map((line) => (line === existing ? { ...wanted, quantite: boundedQuantity(world, wanted, total) } : line)),
    message: total > QUANTITE_MAX ? BASKET_REFUSALS.maximumReached : null,
  };
}

/** RemoveProduit: the line goes; an absent line leaves the basket as it is. */
export function removeLine(world: BasketWorld, lines: readonly Line[], input: LineInput): Outcome {
  const key = lineKey(toLine(input));
  return { lines: lines.filter((line) => isReductionLine(world, line) || lineKey(line) !== key), message: null };
}

/** The discount product a code names, whatever the case the customer typed it in. */
function findCode(world: BasketWorld, code: string): BasketProduit | undefined {
  const wanted = code.trim().toUpperCase();
  for (const produit of world.produits.values()) {
    if (produit.idTypeProduit === TYPE_PRODUIT.reduction && produit.reduction?.code.toUpperCase() === wanted)
      return produit;
  }
  return undefined;
}

/** Why this discount cannot apply to these lines, or null when it can. */
function reductionRefusal(world: BasketWorld, produit: BasketProduit, lines: readonly Line[]): CodeRefusal | null {
  const reduction = produit.reduction;
  const products = lines.filter((line) => !isReductionLine(world, line));
  if (products.length === 0) return { motif: 'panierVide', message: CODE_REFUSALS.panierVide() };
  if (!reduction) return { motif: 'inconnu', message: CODE_REFUSALS.inconnu() };
  if (reduction.dateDebut !== null && world.today < reduction.dateDebut)
    return { motif: 'pasEncoreValable', message: CODE_REFUSALS.pasEncoreValable(reduction.dateDebut) };
  if (reduction.dateFin !== null && reduction.dateFin < world.today)
    return { motif: 'expire', message: CODE_REFUSALS.expire(reduction.dateFin) };
  const cible = reduction.idProduitCible;
  if (cible !== null && !products.some((line) => line.idProduit === cible)) {
    const libelle = world.produits.get(cible)?.libelle;
    // A target gone from the catalogue cannot be put in the basket: the code is as good as unknown.
    if (libelle === undefined) return { motif: 'inconnu', message: CODE_REFUSALS.inconnu() };
    return { motif: 'produitAbsent', message: CODE_REFUSALS.produitAbsent(libelle) };
  }
  return null;
}

function withReduction(world: BasketWorld, lines: readonly Line[], produit: BasketProduit | null): Line[] {
  const products = lines.filter((line) => !isReductionLine(world, line));
  return produit
    ? [...products, { idProduit: produit.id, quantite: 1, idPublication: null, idFormation: null }]
    : products;
}

/** CheckAndApplyReductionCode: a valid code replaces the one applied. */
export function applyCode(world: BasketWorld, lines: readonly Line[], code: string): Outcome {
  const refused = (refusal: CodeRefusal): Outcome => ({
    lines: [...lines],
    message: refusal.message,
    codeRefusal: refusal.motif,
  });
  if (lines.every((line) => isReductionLine(world, line)))
    return refused({ motif: 'panierVide', message: CODE_REFUSALS.panierVide() });
  const produit = findCode(world, code);
  if (!produit) return refused({ motif: 'inconnu', message: CODE_REFUSALS.inconnu() });
  const refusal = reductionRefusal(world, produit, lines);
  if (refusal) return refused(refusal);
  return { lines: withReduction(world, lines, produit), message: null };
}

export function removeCode(world: BasketWorld, lines: readonly Line[]): Outcome {
  return { lines: withReduction(world, lines, null), message: null };
}

/**
 * After an edit of the product lines, the applied code is checked again: one that no longer applies
 * (its product removed, the basket emptied, the code expired) is withdrawn.
 */
export function reconcileReduction(world: BasketWorld, lines: readonly Line[]): { lines: Line[]; withdrawn: boolean } {
  const current = lines.find((line) => isReductionLine(world, line));
  const produit = current ? world.produits.get(current.idProduit) : undefined;
  if (!produit) return { lines: [...lines], withdrawn: false };
  if (reductionRefusal(world, produit, lines) === null) return { lines: [...lines], withdrawn: false };
  return { lines: withReduction(world, lines, null), withdrawn: true };
}

export function appliedCode(world: BasketWorld, lines: readonly Line[]): string | null {
  const current = lines.find((line) => isReductionLine(world, line));
  return current ? (world.produits.get(current.idProduit)?.reduction?.code ?? null) : null;
}

/**
 * Fusion: the saved lines and the local ones become one basket. Same line → the larger quantity
 * (capped); a line on one side only is kept; one subscription at most (the saved one first); the
 * local discount lines are ignored and the code kept is the saved one if it still applies, else the
 * local one if it applies. Applying it twice to the same local basket gives the same result. The report
 * counts the local lines added, those joined to a line already there, and those set aside with their reason.
 */
export function mergeBaskets(
  world: BasketWorld,
  saved: readonly Line[],
  local: readonly LineInput[],
  localCode: string | null | undefined,
): Outcome {
  const messages: string[] = [];
  const report: MergeReport = { added: 0, joined: 0, setAside: [] };
  const setAside = (line: Line, motif: string) => {
    messages.push(motif);
    report.setAside.push({
      idProduit: line.idProduit,
      libelle: world.produits.get(line.idProduit)?.libelle ?? null,
      motif,
    });
  };
  const merged: Line[] = saved.filter((line) => !isReductionLine(world, line)).map((line) => ({ ...line }));
  const savedKeys = new Set(merged.map(lineKey));
  for (const input of local) {
    const candidate = toLine(input);
    if (isReductionLine(world, candidate)) continue;
    const refusal = lineRefusal(world, candidate);
    if (refusal) {
      setAside(candidate, refusal);
      continue;
    }
    const key = lineKey(candidate);
    const existing = merged.find((line) => lineKey(line) === key);
    if (existing) {
      existing.quantite = boundedQuantity(world, existing, Math.max(existing.quantite, candidate.quantite));
      // Two local lines of one key are one line of the browser's basket: counted once.
      if (savedKeys.has(key)) report.joined += 1;
      continue;
    }
    if (isSubscription(world, candidate) && merged.some((line) => isSubscription(world, line))) {
      setAside(candidate, BASKET_REFUSALS.subscriptionAlreadyThere);
      continue;
    }
    merged.push({ ...candidate, quantite: boundedQuantity(world, candidate, candidate.quantite) });
    report.added += 1;
  }

  const savedReduction = saved.find((line) => isReductionLine(world, line));
  const candidates = [
    savedReduction ? world.produits.get(savedReduction.idProduit) : undefined,
    localCode ? findCode(world, localCode) : undefined,
  ];
  const kept = candidates.find((produit) => produit && reductionRefusal(world, produit, merged) === null) ?? null;
  const wantedACode = Boolean(savedReduction) || Boolean(localCode);
  if (wantedACode && !kept) messages.push(BASKET_REFUSALS.codeWithdrawn);
  const message = [...new Set(messages)].join(' ');
  return { lines: withReduction(world, merged, kept), message: message === '' ? null : message, merge: report };
}
