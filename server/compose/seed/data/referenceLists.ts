import type { CodeTransactionRow, ReferenceRow, TypeContributionRow } from './types.ts';

/**
 * Languages. Id 1 is the generic language: it stays in the list for old data but is never offered
 * to users; Id 20 is the default language of a new publication.
 */
export const langues: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'Langue générique' },
  { Id: 2, Libelle: 'Allemand' },
  { Id: 3, Libelle: 'Alsacien' },
  { Id: 4, Libelle: 'Anglais' },
  { Id: 5, Libelle: 'Arabe' },
  { Id: 6, Libelle: 'Basque' },
  { Id: 7, Libelle: 'Breton' },
  { Id: 8, Libelle: 'Bulgare' },
  { Id: 9, Libelle: 'Catalan' },
  { Id: 10, Libelle: 'Chinois' },
  { Id: 11, Libelle: 'Coréen' },
  { Id: 12, Libelle: 'Corse' },
  { Id: 13, Libelle: 'Créole' },
  { Id: 14, Libelle: 'Croate' },
  { Id: 15, Libelle: 'Danois' },
  { Id: 16, Libelle: 'Espagnol' },
  { Id: 17, Libelle: 'Espéranto' },
  { Id: 18, Libelle: 'Finnois' },
  { Id: 19, Libelle: 'Flamand' },
  { Id: 20, Libelle: 'Français' },
  { Id: 21, Libelle: 'Grec ancien' },
  { Id: 22, Libelle: 'Grec moderne' },
  { Id: 23, Libelle: 'Hébreu' },
  { Id: 24, Libelle: 'Hindi' },
  { Id: 25, Libelle: 'Hongrois' },
  { Id: 26, Libelle: 'Islandais' },
  { Id: 27, Libelle: 'Italien' },
  { Id: 28, Libelle: 'Japonais' },
  { Id: 29, Libelle: 'Latin' },
  { Id: 30, Libelle: 'Néerlandais' },
  { Id: 31, Libelle: 'Norvégien' },
  { Id: 32, Libelle: 'Occitan' },
  { Id: 33, Libelle: 'Persan' },
  { Id: 34, Libelle: 'Polonais' },
  { Id: 35, Libelle: 'Portugais' },
  { Id: 36, Libelle: 'Roumain' },
  { Id: 37, Libelle: 'Russe' },
  { Id: 38, Libelle: 'Suédois' },
  { Id: 39, Libelle: 'Tchèque' },
  { Id: 40, Libelle: 'Turc' },
  { Id: 41, Libelle: 'Ukrainien' },
  { Id: 42, Libelle: 'Vietnamien' },
];

export const disponibilites: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'À paraître' },
  { Id: 2, Libelle: 'Disponible' },
  { Id: 3, Libelle: 'Indisponible provisoirement' },
  { Id: 4, Libelle: 'Arrêt de commercialisation' },
];

/** Id 1 is the default format of a new publication. */
export const formats: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'Broché' },
  { Id: 2, Libelle: 'Relié' },
  { Id: 3, Libelle: 'Poche' },
  { Id: 4, Libelle: 'Cartonné' },
  { Id: 5, Libelle: 'Reliure spirale' },
  { Id: 6, Libelle: 'Numérique EPUB' },
  { Id: 7, Libelle: 'Numérique PDF' },
  { Id: 8, Libelle: 'Livre audio' },
];

/** Id 1 is the default illustration of a new publication. */
export const illustrations: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'Sans illustration' },
  { Id: 2, Libelle: 'Illustrations noir et blanc' },
  { Id: 3, Libelle: 'Illustrations couleur' },
  { Id: 4, Libelle: 'Illustrations noir et blanc et couleur' },
  { Id: 5, Libelle: 'Photographies' },
  { Id: 6, Libelle: 'Cartes et plans' },
];

/** Id 1 is the default book type of a new publication. */
export const typesOuvrage: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'Roman' },
  { Id: 2, Libelle: 'Essai' },
  { Id: 3, Libelle: 'Poésie' },
  { Id: 4, Libelle: 'Bande dessinée' },
  { Id: 5, Libelle: 'Jeunesse' },
  { Id: 6, Libelle: 'Beau livre' },
  { Id: 7, Libelle: 'Guide pratique' },
  { Id: 8, Libelle: 'Manuel scolaire' },
  { Id: 9, Libelle: 'Recueil de nouvelles' },
  { Id: 10, Libelle: 'Théâtre' },
  { Id: 11, Libelle: 'Biographie et témoignage' },
  { Id: 12, Libelle: 'Ouvrage universitaire' },
];

/**
 * Contribution types 0 to 9 of the specification. Rang orders the roles in the choice list, the most
 * frequent first, which is why it differs from Id; the form shows « Aucun » (no role) above them all.
 */
export const typesContribution: readonly TypeContributionRow[] = [
  { Id: 0, Libelle: 'Aucun', Rang: 10 },
  { Id: 1, Libelle: 'Auteur', Rang: 1 },
  { Id: 2, Libelle: 'Traducteur', Rang: 3 },
  { Id: 3, Libelle: 'Directeur de publication', Rang: 7 },
  { Id: 4, Libelle: 'Éditeur scientifique ou intellectuel', Rang: 8 },
  { Id: 5, Libelle: 'Photographe', Rang: 4 },
  { Id: 6, Libelle: 'Illustrateur', Rang: 2 },
  { Id: 7, Libelle: 'Préfacier', Rang: 5 },
  { Id: 8, Libelle: 'Postfacier', Rang: 6 },
  { Id: 9, Libelle: 'Collaborateur', Rang: 9 },
];

/**
 * Street types of a brand address, ids 0 to 30 in the order of the specification. Its list names
 * 31 types for 32 ids; « Square » completes id 31.
 */
export const typesVoie: readonly ReferenceRow[] = [
  { Id: 0, Libelle: 'Inconnu' },
  { Id: 1, Libelle: 'Rue' },
  { Id: 2, Libelle: 'Boulevard' },
  { Id: 3, Libelle: 'Avenue' },
  { Id: 4, Libelle: 'Cours' },
  { Id: 5, Libelle: 'Rond-point' },
  { Id: 6, Libelle: 'Allée' },
  { Id: 7, Libelle: 'Chemin' },
  { Id: 8, Libelle: 'Place' },
  { Id: 9, Libelle: 'Impasse' },
  { Id: 10, Libelle: 'Placette' },
  { Id: 11, Libelle: 'Quai' },
  { Id: 12, Libelle: 'Sentier' },
  { Id: 13, Libelle: 'Grande rue' },
  { Id: 14, Libelle: 'Route' },
  { Id: 15, Libelle: 'Centre' },
  { Id: 16, Libelle: 'Lieu-dit' },
  { Id: 17, Libelle: 'Passage' },
  { Id: 18, Libelle: 'Domaine' },
  { Id: 19, Libelle: 'Bâtiment' },
  { Id: 20, Libelle: 'Lotissement' },
  { Id: 21, Libelle: 'Centre commercial' },
  { Id: 22, Libelle: 'Village' },
  { Id: 23, Libelle: 'Quartier' },
  { Id: 24, Libelle: 'Résidence' },
  { Id: 25, Libelle: "Zone d'activité" },
  { Id: 26, Libelle: 'Zone industrielle' },
  { Id: 27, Libelle: 'Chaussée' },
  { Id: 28, Libelle: 'Faubourg' },
  { Id: 29, Libelle: 'Hameau' },
  { Id: 30, Libelle: 'Clos' },
  { Id: 31, Libelle: 'Square' },
];

/** Order states; a basket is an order in state 1. */
export const etatsCommande: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'Panier' },
  { Id: 2, Libelle: 'En attente de paiement' },
  { Id: 3, Libelle: 'Payée' },
  { Id: 4, Libelle: 'Annulée' },
  { Id: 5, Libelle: 'Remboursée' },
  { Id: 6, Libelle: 'Paiement refusé' },
  { Id: 7, Libelle: 'En cours' },
  { Id: 8, Libelle: 'Terminée' },
  { Id: 9, Libelle: 'Paiement en attente de validation par la banque' },
];

export const etatsPublication: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'Brouillon' },
  { Id: 2, Libelle: 'En attente de modération' },
  { Id: 3, Libelle: 'Validée' },
  { Id: 4, Libelle: 'Refusée' },
  { Id: 5, Libelle: 'Référencée' },
];

/** Outcome codes returned by the payment provider for a transaction. */
export const codesTransaction: readonly CodeTransactionRow[] = [
  { Id: 1, Code: '00000', Libelle: 'Paiement accepté' },
  { Id: 2, Code: '00001', Libelle: "La connexion au centre d'autorisation a échoué" },
  { Id: 3, Code: '00003', Libelle: 'Erreur de la plateforme de paiement' },
  { Id: 4, Code: '00004', Libelle: 'Numéro de carte ou cryptogramme visuel invalide' },
  { Id: 5, Code: '00006', Libelle: 'Accès refusé : identifiants du commerçant incorrects' },
  { Id: 6, Code: '00008', Libelle: 'Date de fin de validité de la carte incorrecte' },
  { Id: 7, Code: '00011', Libelle: 'Montant incorrect' },
  { Id: 8, Code: '00015', Libelle: 'Paiement déjà effectué' },
  { Id: 9, Code: '00021', Libelle: 'Carte non autorisée' },
  { Id: 10, Code: '00029', Libelle: 'Carte non conforme' },
  { Id: 11, Code: '00030', Libelle: 'Délai de paiement dépassé' },
  { Id: 12, Code: '00040', Libelle: 'Authentification 3-D Secure refusée' },
  { Id: 13, Code: '00105', Libelle: 'Paiement refusé par la banque' },
  { Id: 14, Code: '00151', Libelle: 'Paiement refusé : provision insuffisante' },
  { Id: 15, Code: '00154', Libelle: 'Paiement refusé : carte expirée' },
  { Id: 16, Code: '99999', Libelle: 'Paiement en attente de confirmation' },
];

/** Reasons a moderator gives when refusing a publication. */
export const raisonsRefus: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'EAN hors du périmètre du référencement' },
  { Id: 2, Libelle: 'Publication déjà référencée' },
  { Id: 3, Libelle: 'Informations bibliographiques incomplètes ou incohérentes' },
  { Id: 4, Libelle: 'Marque éditoriale incorrecte' },
  { Id: 5, Libelle: 'Couverture absente ou de qualité insuffisante' },
  { Id: 6, Libelle: 'Résumé non conforme' },
  { Id: 7, Libelle: "Contenu contraire à la loi ou aux conditions générales d'utilisation" },
  { Id: 8, Libelle: 'Autre raison' },
];

export const typesCompte: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'Back-office' },
  { Id: 2, Libelle: 'Front-office' },
];

export const sujetsContact: readonly ReferenceRow[] = [
  { Id: 1, Libelle: 'Question sur une commande' },
  { Id: 2, Libelle: "Référencement d'une publication" },
  { Id: 3, Libelle: 'Formations' },
  { Id: 4, Libelle: 'Facturation' },
  { Id: 5, Libelle: 'Problème technique' },
  { Id: 6, Libelle: 'Modification de mon adresse e-mail' },
  { Id: 7, Libelle: 'Autre' },
];
