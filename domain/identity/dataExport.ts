import { parisDateTime } from '../frenchDates.ts';

/** The names inside the archive of « Télécharger mes données ». */
export const DATA_EXPORT_FILES = {
  readme: 'LISEZMOI.txt',
  compte: 'compte.json',
  adresses: 'adresses.json',
  commandes: 'commandes.json',
  facturesFolder: 'factures',
  publications: 'publications.json',
  publicationsFolder: 'publications',
} as const;

/** The archive's file name, dated (yyyy-MM-dd). */
export function dataExportFileName(day: string): string {
  return `mes-donnees-portail-${day}.zip`;
}

/** The README of the archive: what each file holds, in French. */
export function dataExportReadme(facts: { login: string; when: Date; factures: number; publications: number }): string {
  const f = DATA_EXPORT_FILES;
  return [
    'Vos données sur le Portail de l’autoédition',
    '===========================================',
    '',
    `Compte : ${facts.login}`,
    `Archive produite le ${parisDateTime(facts.when)} (heure de Paris), à votre demande (RGPD, articles 15 et 20).`,
    '',
    'Contenu de l’archive :',
    '',
    `- ${f.readme} : ce fichier.`,
    `- ${f.compte} : votre profil (civilité, nom, prénom, adresse e-mail, téléphone, société, adresse, dates de création et de mise à jour).`,
    `- ${f.adresses} : l’adresse de votre profil et les adresses de facturation enregistrées avec vos commandes (avec les numéros des commandes concernées).`,
    `- ${f.commandes} : vos commandes passées, avec leurs lignes, montants (en centimes d’euro), paiements et factures.`,
    `- ${f.facturesFolder}/ : vos factures et avoirs (${facts.factures}), en PDF Factur-X, les mêmes que « Télécharger la facture ».`,
    `- ${f.publications} : vos publications (${facts.publications}), avec toutes les informations saisies et leur historique de modération.`,
    `- ${f.publicationsFolder}/<numéro>/ : les fichiers déposés pour chaque publication (couvertures).`,
    '',
    'Les fichiers .json sont des fichiers texte (JSON, UTF-8) lisibles avec un éditeur de texte ou un tableur.',
    'Pour toute question sur vos données, écrivez-nous par le formulaire de contact du portail.',
    '',
  ].join('\n');
}
