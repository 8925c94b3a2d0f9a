import { keyOfLine, sameLine } from '../../domain/basket/lines.ts';
import { BASKET_MESSAGES } from '../../domain/basket/messages.ts';
import { TRAINING_FOR_INDIVIDUAL_TEXTS } from '../../domain/order/trainingForIndividual.ts';
import { TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import type { LineKey, Panier, ToastKind } from './types.ts';

/**
 * What a line of the browser's basket says of itself. Before signing in, nobody knows whether a training will be
 * paid by a company or by a private person for themselves, so its line states the rule for both; once signed in,
 * the server's line says what holds for the account (nothing for a company).
 */
export function visitorLineNotice(idTypeProduit: number): string | null {
  return idTypeProduit === TYPE_PRODUIT.formation ? TRAINING_FOR_INDIVIDUAL_TEXTS.visitorNotice : null;
}

/** The notice the server put on the line `key` of its answer, if any. */
export function serverLineNotice(panier: Panier, key: LineKey): string | null {
  const line = panier.listCommandeProduit.find((candidate) => sameLine(keyOfLine(candidate), key));
  return line?.MessageErreur ?? null;
}

/**
 * What is announced once a line is added: the addition and, when the line carries one, its notice, so that the
 * customer hears on adding it what the line then says in the basket. A line that cannot be ordered as it stands
 * (a private person's training) is a warning.
 */
export function addedAnnouncement(notice: string | null, isWarning: boolean): { kind: ToastKind; message: string } {
  if (notice === null) return { kind: 'success', message: BASKET_MESSAGES.added };
  return { kind: isWarning ? 'warning' : 'success', message: `${BASKET_MESSAGES.added}. ${notice}` };
}
