/** What the review after Valider and the back office's checks say (French, with its typography). */
export const REVIEW_TEXTS = {
  title: 'Vérification avant soumission',
  intro:
    'Votre publication est enregistrée. Relisez-la avant de la soumettre à la modération : les points ci-dessous reprennent ce que la modération et les catalogues vérifient.',
  loading: 'Vérification en cours...',
  pointsTitle: 'Points à vérifier',
  blockingTitle: 'À corriger avant de soumettre',
  warningTitle: 'Avertissements',
  noPoint: 'Aucun point à signaler : tout est en ordre.',
  warningsOnly: 'Ces avertissements ne bloquent pas la soumission.',
  summaryTitle: 'Votre saisie',
  ficheTitle: 'Fiche libraire',
  ficheIntro: 'La publication telle que les libraires la liront dans les catalogues une fois validée.',
  ficheMissing: "La fiche libraire n'a pas pu être préparée.",
  submit: 'Soumettre',
  edit: 'Modifier',
  fix: 'Corriger',
  submitting: 'Soumission en cours...',
  blocked: (count: number) =>
    count === 1
      ? 'Soumettre est indisponible : un point doit être corrigé avant la soumission.'
      : `Soumettre est indisponible : ${count} points doivent être corrigés avant la soumission.`,
  place: (step: number, stepLabel: string, fieldLabel: string | null) =>
    `Étape ${step} (${stepLabel})${fieldLabel === null ? '' : ` · ${fieldLabel}`}`,
  staffTitle: 'Vérifications avant soumission',
  staffIntro: "Les points que l'auteur a vus avant de soumettre, calculés sur la publication telle qu'elle est.",
} as const;
