/** Events are facts in the `referencing.` namespace: what moderation, payment, deliveries and the author did. */
export type ReferencingEvent =
  /** The moderation validated the publication; `paid` says whether a line or a subscription pays its referencing. */
  | { type: 'referencing.validated'; paid: boolean }
  /** A line « Référencement » for it was paid, or a subscription now covers it. */
  | { type: 'referencing.paid' }
  /** The order that paid it was refunded before the publication was delivered. */
  | { type: 'referencing.unpaid' }
  /** A delivery to the catalogue carried it. */
  | { type: 'referencing.delivered' }
  | { type: 'referencing.accepted' }
  | { type: 'referencing.acceptedWithRemarks' }
  | { type: 'referencing.rejected' }
  /** Staff changed a referenced publication: the catalogue must receive it again. */
  | { type: 'referencing.changed' }
  /** The author took a rejected publication back to correct it (Publication_Corriger). */
  | { type: 'referencing.correctionStarted' };
