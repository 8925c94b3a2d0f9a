import { DELETION_CONFIRMATION_WORD } from './accountDeletion.ts';

/** What the « Mes données (RGPD) » section of /profil says. */
export const MY_DATA_TEXTS = {
  title: 'Mes données (RGPD)',
  lead: 'Vous pouvez à tout moment obtenir une copie de vos données ou supprimer votre compte (RGPD, articles 15, 17 et 20).',
  download: {
    button: 'Télécharger mes données',
    pending: 'Préparation de l’archive…',
    description:
      'Une archive ZIP avec votre profil, vos adresses, vos commandes, vos factures (PDF), vos publications et leurs fichiers, et un fichier LISEZMOI qui décrit chaque fichier.',
    failed: 'L’archive n’a pas pu être préparée. Veuillez réessayer.',
  },
  remove: {
    title: 'Supprimer mon compte',
    button: 'Supprimer mon compte',
    deleted: [
      'votre profil : nom, adresse, téléphone, société',
      'votre panier, vos brouillons et vos publications non validées, avec leurs fichiers',
      'vos abonnements en cours, résiliés le jour même : ils ne seront ni renouvelés ni facturés à nouveau',
      'les messages envoyés par le formulaire de contact depuis votre adresse e-mail',
      'vos sessions et vos identifiants : vous ne pourrez plus vous connecter',
    ],
    kept: [
      'vos commandes et factures, dix ans comme l’exige le Code de commerce (art. L123-22), avec votre nom et votre adresse e-mail effacés ; les montants restent',
      'vos publications validées ou référencées, qui restent au catalogue des libraires, détachées de votre compte',
    ],
    deletedTitle: 'Sera supprimé :',
    keptTitle: 'Sera conservé :',
    refusedTitle: 'Suppression impossible pour l’instant',
    dialogTitle: 'Supprimer mon compte ?',
    reauthenticate:
      'Pour confirmer qu’il s’agit bien de vous, reconnectez-vous avec votre mot de passe : vous reviendrez ici pour terminer la suppression.',
    reauthenticateButton: 'Me reconnecter pour continuer',
    reauthenticated: 'Vous venez de vous reconnecter. Cette action est définitive.',
    confirmLabel: `Tapez ${DELETION_CONFIRMATION_WORD} pour confirmer`,
    confirmButton: 'Supprimer définitivement mon compte',
    pending: 'Suppression en cours…',
    cancel: 'Conserver mon compte',
    failed: 'Votre compte n’a pas été supprimé.',
    doneTitle: 'Compte supprimé',
    home: 'Retour à l’accueil',
  },
} as const;
