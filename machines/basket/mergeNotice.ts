import { BASKET_REFUSALS, MERGE_TEXTS } from '../../domain/basket/messages.ts';
import type { LocalBasket, Panier, ToastKind } from './types.ts';

/**
 * What is said once the browser's basket has joined the account's, from what the server reports it really did:
 * lines added, lines joined to one already there, lines set aside with their reason (named as the browser knew
 * them when the catalogue no longer does). Nothing when the merge changed nothing; a warning when a line or the
 * code was lost.
 */
export function mergeNotice(panier: Panier, local: LocalBasket): { kind: ToastKind; message: string } | null {
  const report = panier.BilanFusion;
  // A server that does not report what it merged still says what it set aside.
  if (!report) return panier.MessageErreur ? { kind: 'warning', message: panier.MessageErreur } : null;
  const nameOf = (idProduit: number) =>
    local.lines.find((line) => line.Produit.Id === idProduit)?.Produit.Libelle ?? null;
  const sentences = [
    report.LignesAjoutees > 0 ? MERGE_TEXTS.added(report.LignesAjoutees) : null,
    report.LignesReunies > 0 ? MERGE_TEXTS.joined(report.LignesReunies) : null,
    ...report.LignesEcartees.map((line) => MERGE_TEXTS.setAside(line.Libelle ?? nameOf(line.IdProduit), line.Motif)),
    panier.MessageErreur?.includes(BASKET_REFUSALS.codeWithdrawn) ? BASKET_REFUSALS.codeWithdrawn : null,
  ].filter((sentence) => sentence !== null);
  if (sentences.length === 0) return null;
  const lost = report.LignesEcartees.length > 0 || sentences.includes(BASKET_REFUSALS.codeWithdrawn);
  return { kind: lost ? 'warning' : 'success', message: sentences.join(' ') };
}
