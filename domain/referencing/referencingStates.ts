/**
 * Where a publication stands with the catalogue (Referencement.Etat of the contract, and the states of
 * machines/referencing): the states, what the author reads for each, and which of them the author may act on.
 */
export const ETATS_REFERENCEMENT = [
  'nonValidee',
  'aPayer',
  'aTransmettre',
  'transmise',
  'referencee',
  'referenceeAvecRemarques',
  'rejetee',
  'aCorriger',
] as const;

export type EtatReferencement = (typeof ETATS_REFERENCEMENT)[number];

/** What the author and staff read for each state. */
export const REFERENCING_STATE_LABELS: Readonly<Record<EtatReferencement, string>> = {
  nonValidee: 'Non validée',
  aPayer: 'Référencement à commander',
  aTransmettre: 'En attente de transmission',
  transmise: 'Transmise',
  referencee: 'Référencée',
  referenceeAvecRemarques: 'Référencée avec remarques',
  rejetee: 'Rejetée par le catalogue',
  aCorriger: 'À corriger',
};

/** The label of a paid referencing whose publication still awaits (or is back in) moderation. */
export const PAID_AWAITING_VALIDATION = 'Référencement payé — en attente de validation';

/** The states in which the catalogue holds the publication's record. */
export const ETATS_REFERENCES: readonly EtatReferencement[] = ['referencee', 'referenceeAvecRemarques'];
