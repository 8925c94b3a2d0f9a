/** The content block (Contenu.Nom) that holds the partners' offers, open to either role. */
export const OFFRES_PARTENAIRE = 'OffresPartenaire';

/** What the partners' offers say when none is published. */
export const NO_PARTNER_OFFER = "Aucune offre partenaire n'est proposée pour le moment.";
