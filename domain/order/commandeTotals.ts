import { reductionAmount, type TypeReduction } from '../basket/reduction.ts';

/** A product line as it is priced: its unit price TTC in cents, its quantity and its VAT rate in percent. */
export interface PricedLine {
  idProduit: number;
  prixUnitaireTtcCentimes: number;
  quantite: number;
  tauxTva: number;
}

/** A discount code's effect: a percentage or an amount in cents, on every line or on one product's lines. */
export interface Remise {
  idTypeReduction: TypeReduction;
  valeur: number;
  idProduitCible: number | null;
}

/** One line's amounts, in the order the lines were given. */
export interface LineTotals {
  montantTtcCentimes: number;
  /** Unit price without VAT × quantity (EN 16931 BT-131), before the discount. */
  montantHtCentimes: number;
  /** BT-146, whole cents. */
  prixUnitaireHtCentimes: number;
  /** The line's share of the discount TTC. */
  reductionTtcCentimes: number;
}

/** One VAT rate's amounts: its breakdown (EN 16931 BG-23) and its part of the discount (BG-20). */
export interface RateTotals {
  tauxTva: number;
  /** What the customer pays at this rate, the discount taken off. */
  montantTtcCentimes: number;
  /** BT-116: the rate's lines without VAT less its allowance. */
  baseHtCentimes: number;
  /** BT-117: what is left of the rate's TTC once its base is taken. */
  montantTvaCentimes: number;
  /** BT-92: the rate's document-level allowance (the discount without VAT); 0 when the discount spares the rate. */
  remiseHtCentimes: number;
  remiseTtcCentimes: number;
}

export interface CommandeTotals {
  lignes: LineTotals[];
  /** By increasing rate. */
  tva: RateTotals[];
  montantProduitsTtcCentimes: number;
  montantReductionTtcCentimes: number;
  montantReductionHtCentimes: number;
  totalHtCentimes: number;
  totalTvaCentimes: number;
  totalTtcCentimes: number;
}

/** A rate in hundredths of a percent (20 → 2000, 5.5 → 550), so that the arithmetic stays in integers. */
function hundredths(tauxTva: number): number {
  return Math.round(tauxTva * 100);
}

/** `base × rate / 100` rounded half up to the cent, as EN 16931 BR-CO-17 computes it. */
export function vatOfBase(baseHtCentimes: number, tauxTva: number): number {
  return Math.floor((baseHtCentimes * hundredths(tauxTva) + 5000) / 10_000);
}

/**
 * The base without VAT of an amount TTC: the smallest base whose base + its rounded VAT reaches the amount. Then
 * the VAT (amount − base) is the base's rounded VAT exactly when some base gives the amount, and one cent less
 * otherwise (base + rounded VAT grows by one or two cents a step, so it skips some amounts): BR-CO-17 holds to the
 * cent, well inside the rule's tolerance of one euro, while HT + VAT is the amount TTC itself.
 */
export function baseOfAmount(montantTtcCentimes: number, tauxTva: number): number {
  if (montantTtcCentimes <= 0) return 0;
  let base = Math.max(0, Math.floor((montantTtcCentimes * 10_000) / (10_000 + hundredths(tauxTva))) - 2);
  while (base + vatOfBase(base, tauxTva) < montantTtcCentimes) base += 1;
  return base;
}

/**
 * Shares `total` cents among `weights` in proportion, by the largest remainder: each share is the lower whole part
 * of its exact value, and the cents left go one each to the largest fractional parts (the earlier line first when
 * two are equal). The shares add up to `total` exactly; all weights zero gives zero shares.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const whole = BigInt(sum);
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => Number(value / whole));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The unit prices without VAT of one rate's lines, whole cents: each the cent below its exact value, raised to the
 * cent above by the largest remainder (the earlier line first on a tie) while that brings the lines' sum nearer to
 * `target`. The sum then misses the target by at most half the largest quantity, whatever the number of lines.
 */
function unitPricesHt(lines: readonly PricedLine[], tauxTva: number, target: number): number[] {
  const divisor = 10_000 + hundredths(tauxTva);
  const units = lines.map((line) => Math.floor((line.prixUnitaireTtcCentimes * 10_000) / divisor));
  let left = target - units.reduce((sum, unit, index) => sum + unit * lines[index]!.quantite, 0);
  const byRemainder = lines
    .map((line, index) => ({ index, remainder: (line.prixUnitaireTtcCentimes * 10_000) % divisor }))
    .filter(({ remainder }) => remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    const quantite = lines[index]!.quantite;
    if (2 * left < quantite) continue;
    units[index]! += 1;
    left -= quantite;
  }
  return units;
}

/**
 * Every amount an order shows or writes, from its product lines and its discount. The one rule:
 *
 * 1. A line's amount TTC is its unit price × its quantity; its amount without VAT (BT-131) is its unit price without
 *    VAT (BT-146, whole cents, `unitPricesHt`) × its quantity, so that a reader can check each line.
 * 2. The discount (a percentage of, or an amount off, the lines it applies to: all, or its target product's) is
 *    allocated to those lines in proportion to their amounts TTC, by the largest remainder (`allocate`).
 * 3. Per VAT rate, the amount TTC paid is the rate's lines less their discount shares. Where the discount takes
 *    something off the rate, the rate's base (BT-116) is `baseOfAmount` of what is paid, and the rate's allowance
 *    (BG-20, BT-92) the rate's lines without VAT less that base; elsewhere the base is the lines without VAT.
 *    base = lines − allowance exactly (BR-S-08, BR-CO-13).
 * 4. The rate's VAT (BT-117) is what is paid less the base, so base + VAT = TTC to the cent (BR-CO-15). It is the
 *    base × rate rounded to one cent where the discount applies, and to a few cents elsewhere (the lines' unit prices
 *    are whole cents: at most half the largest quantity × (1 + rate), plus two), far inside the one euro that
 *    BR-CO-17 and BR-S-09 allow.
 *
 * The totals are the sums over the rates: the total TTC is what the customer pays, the products less the discount.
 */
export function commandeTotals(lines: readonly PricedLine[], remise: Remise | null): CommandeTotals {
  const montants = lines.map((line) => line.prixUnitaireTtcCentimes * line.quantite);
  const concerned = lines.map(
    (line) => remise !== null && (remise.idProduitCible ?? line.idProduit) === line.idProduit,
  );
  const base = montants.reduce((sum, montant, index) => (concerned[index] ? sum + montant : sum), 0);
  const montantReduction = remise ? reductionAmount(remise.idTypeReduction, remise.valeur, base) : 0;
  const reductions = allocate(
    montantReduction,
    montants.map((montant, index) => (concerned[index] ? montant : 0)),
  );

  const unitsHt = lines.map(() => 0);
  const rates = [...new Set(lines.map((line) => line.tauxTva))].sort((a, b) => a - b);
  const tva = rates.map((tauxTva): RateTotals => {
    const indexes = lines.flatMap((line, index) => (line.tauxTva === tauxTva ? [index] : []));
    const brut = indexes.reduce((sum, index) => sum + montants[index]!, 0);
    const remiseTtc = indexes.reduce((sum, index) => sum + reductions[index]!, 0);
    const ofRate = indexes.map((index) => lines[index]!);
    unitPricesHt(ofRate, tauxTva, baseOfAmount(brut, tauxTva)).forEach((unit, position) => {
      unitsHt[indexes[position]!] = unit;
    });
    const linesHt = indexes.reduce((sum, index) => sum + unitsHt[index]! * lines[index]!.quantite, 0);
    const montantTtc = brut - remiseTtc;
    const baseHt = remiseTtc > 0 ? Math.min(linesHt, baseOfAmount(montantTtc, tauxTva)) : linesHt;
    return {
      tauxTva,
      montantTtcCentimes: montantTtc,
      baseHtCentimes: baseHt,
      montantTvaCentimes: montantTtc - baseHt,
      remiseHtCentimes: linesHt - baseHt,
      remiseTtcCentimes: remiseTtc,
    };
  });

  const sum = (pick: (rate: RateTotals) => number) => tva.reduce((total, rate) => total + pick(rate), 0);
  return {
    lignes: lines.map((line, index) => ({
      montantTtcCentimes: montants[index]!,
      montantHtCentimes: unitsHt[index]! * line.quantite,
      prixUnitaireHtCentimes: unitsHt[index]!,
      reductionTtcCentimes: reductions[index]!,
    })),
    tva,
    montantProduitsTtcCentimes: montants.reduce((a, b) => a + b, 0),
    montantReductionTtcCentimes: montantReduction,
    montantReductionHtCentimes: sum((rate) => rate.remiseHtCentimes),
    totalHtCentimes: sum((rate) => rate.baseHtCentimes),
    totalTvaCentimes: sum((rate) => rate.montantTvaCentimes),
    totalTtcCentimes: sum((rate) => rate.montantTtcCentimes),
  };
}
