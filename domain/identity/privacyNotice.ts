/**
 * The notice under the registration form (RGPD, articles 13 and 14): who processes the data it collects, why, on
 * which ground, for how long, to whom it goes and which rights the person has. It says in short what the « Données
 * personnelles » section of the legal notice says in full, and links to it.
 */
export const REGISTRATION_PRIVACY_NOTICE = {
  title: 'Vos données personnelles',
  who:
    'L’éditeur du portail, responsable de traitement, utilise les informations de ce formulaire pour créer et gérer ' +
    'votre compte, vos commandes, vos factures et le référencement de vos publications. Ce traitement repose sur ' +
    'l’exécution du contrat et sur les obligations légales de l’éditeur.',
  retention:
    'Les données du compte sont conservées pendant toute la durée de la relation commerciale, puis trois ans après ' +
    'le dernier contact\u00a0; les factures et les avoirs, dix ans, comme l’exige le Code de commerce.',
  recipients:
    'Elles ne sont transmises qu’aux prestataires nécessaires au service (hébergement, paiement, envoi des e-mails) ' +
    'et au catalogue interprofessionnel pour les publications référencées.',
  rights:
    'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité ' +
    'de vos données, et pouvez introduire une réclamation auprès de la CNIL.',
  more: 'Pour en savoir plus et exercer vos droits\u00a0:',
  link: { to: '/mentionlegales', label: 'Données personnelles (mentions légales)' },
} as const;
