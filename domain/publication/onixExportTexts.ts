/** Words of the ONIX 3.1 export: the back office's « Export ONIX » area, its call and the `onix:export` command. */
export const ONIX_EXPORT_TEXTS = {
  title: 'Export ONIX',
  intro:
    'Le fichier ONIX 3.1 des publications validées, tel que le lisent les catalogues et les libraires. ' +
    'Sans date, toutes les publications validées sont exportées.',
  sinceLabel: 'Modifiées depuis le',
  sinceHelp: 'Facultatif : seulement les publications mises à jour ce jour-là ou après.',
  plan: 'Préparer l’export',
  idle: 'Préparez l’export pour voir combien de publications il contiendra et celles qui ne peuvent pas y figurer.',
  download: 'Télécharger le fichier ONIX',
  downloading: 'Téléchargement en cours...',
  planning: 'Préparation de l’export...',
  planFailed: 'Les publications à exporter n’ont pas pu être comptées.',
  downloadFailed: 'Le fichier ONIX n’a pas pu être téléchargé. Veuillez réessayer.',
  retry: 'Réessayer',
  exportable: (count: number) =>
    count === 0
      ? 'Aucune publication validée à exporter : le fichier ne contiendra que l’en-tête ONIX.'
      : count === 1
        ? '1 publication validée sera exportée.'
        : `${count} publications validées seront exportées.`,
  downloaded: (fileName: string, count: number) =>
    count === 0
      ? `Fichier ${fileName} téléchargé : il ne contient que l’en-tête ONIX.`
      : `Fichier ${fileName} téléchargé : ${count === 1 ? '1 publication' : `${count} publications`}.`,
  unexportableTitle: 'Publications qui ne peuvent pas être exportées',
  unexportableEmpty: 'Toutes les publications validées peuvent être exportées.',
  fileName: (day: string) => `onix-${day}.xml`,
  /** The command line's messages, on its standard error. */
  cli: {
    badSince: (value: string) =>
      `Date incorrecte pour --since : « ${value} ». Attendu : une date du calendrier au format AAAA-MM-JJ, par exemple 2026-01-01.`,
    usage: 'Usage : npm run onix:export -- [--since AAAA-MM-JJ] > export.xml',
    unknownArgument: (value: string) => `Argument inconnu : « ${value} ».`,
    exported: (count: number) => `${count} publication(s) exportée(s).`,
    unexportable: (count: number) => `${count} publication(s) validée(s) non exportée(s) :`,
    unexportableLine: (id: number, titre: string, raisons: readonly string[]) =>
      `- n° ${id} « ${titre} » : ${raisons.join(' ; ')}`,
    noDatabase: (folder: string) =>
      `Aucune base de données du portail dans « ${folder} » : vérifiez DATA_DIR (ou DATABASE_URL), ou démarrez le portail une fois pour la créer.`,
    failed: 'L’export ONIX a échoué :',
  },
} as const;
