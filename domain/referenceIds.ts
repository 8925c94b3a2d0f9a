/**
 * The reference ids the specifications fix (spec 1 §3, §4, §9; spec 2 §3, §9). The reference lists
 * themselves (labels, order) come from the StaticData calls; code that must recognise one entry reads its id
 * here, never as a bare number.
 */

/** IdDisponibilite (Get_Disponibilite). */
export const DISPONIBILITE = {
  aParaitre: 1,
  disponible: 2,
  indisponibleProvisoirement: 3,
  arretDeCommercialisation: 4,
} as const;

/** IdTypeContribution (Get_TypeContribution), 0 to 9. */
export const TYPE_CONTRIBUTION = {
  aucun: 0,
  auteur: 1,
  traducteur: 2,
  directeurDePublication: 3,
  editeurScientifique: 4,
  photographe: 5,
  illustrateur: 6,
  prefacier: 7,
  postfacier: 8,
  collaborateur: 9,
} as const;

/** IdTypeVoie (Get_TypeVoie): 0 unknown to 31. */
export const TYPE_VOIE = { inconnu: 0, dernier: 31 } as const;

/** IdsLangues (Get_Langues): the generic language is never offered; French is a new publication's language. */
export const LANGUE = { generique: 1, francais: 20 } as const;

/** France in the two enumerations that hold it: IdPays of Get_Pays, and the other list that numbers it 20. */
export const FRANCE = { idPays: 74, idAutreEnumeration: 20 } as const;

/** IdEtatCommande (Get_EtatCommande); a basket is an order in state 1. */
export const ETAT_COMMANDE = {
  panier: 1,
  enAttenteDePaiement: 2,
  payee: 3,
  annulee: 4,
  remboursee: 5,
  paiementRefuse: 6,
  enCours: 7,
  terminee: 8,
  /** The last payment attempt awaits the bank's decision at the provider (AUTHORISED_TO_VALIDATE…). */
  paiementEnAttenteDeValidation: 9,
} as const;

/** IdEtatPublication (Get_EtatPublication). */
export const ETAT_PUBLICATION = {
  brouillon: 1,
  enAttenteDeModeration: 2,
  validee: 3,
  refusee: 4,
  referencee: 5,
} as const;

/** Produit.IdTypeProduit. */
export const TYPE_PRODUIT = {
  referencement: 1,
  formation: 2,
  article: 3,
  abonnement: 4,
  reduction: 5,
} as const;

/** How a discount code reduces: a percentage, or an amount. */
export const TYPE_REDUCTION = { pourcentage: 1, prix: 2 } as const;

/** Civility of an account. */
export const CIVILITE = { monsieur: 1, madame: 2 } as const;

/** Contenu.IdTypeContenu. */
export const TYPE_CONTENU = { page: 1, rubrique: 2, produit: 3, champ: 4, module: 5 } as const;

/** The type of a content element. */
export const TYPE_ELEMENT_CONTENU = { inconnu: 0, texte: 1, image: 2, faq: 3, booleen: 4 } as const;

/** Validation states. */
export const ETAT_VALIDATION = { nonDefini: 1, enCours: 2, valide: 3 } as const;
