import type { components } from '../../openapi/generated/schema.d.ts';
import { formatDate } from '../frenchDates.ts';
import { GRAVITE_LABELS } from './catalogueMessageFields.ts';
import { PAID_AWAITING_VALIDATION, REFERENCING_STATE_LABELS, type EtatReferencement } from './referencingStates.ts';

// The states' words, for screens that show a state alone (one module for the browser's referencing texts).
export { REFERENCING_STATE_LABELS };

type Referencement = components['schemas']['Referencement'];
type GraviteMessageCatalogue = components['schemas']['GraviteMessageCatalogue'];
type Couverture = NonNullable<Referencement['Couverture']>;

/** A no-break space, kept before « : ; ? ! » and inside « » so that they never start a line. */
const NBSP = '\u00a0';

/** « titre » with its no-break spaces. */
function quoted(text: string): string {
  return `«${NBSP}${text}${NBSP}»`;
}

/** What pays a publication's referencing. */
export const COUVERTURE_LABELS: Readonly<Record<Couverture, string>> = {
  ligne: 'Payé par votre commande',
  abonnement: 'Couvert par votre abonnement',
};

/** The same, as staff read it of an author's publication. */
export const STAFF_COUVERTURE_LABELS: Readonly<Record<Couverture, string>> = {
  ligne: 'Payé par une commande',
  abonnement: 'Couvert par un abonnement',
};

/** States the publication waits in: their date says since when; the others', when it happened. */
const WAITING: readonly EtatReferencement[] = ['aPayer', 'aTransmettre', 'aCorriger'];

/**
 * Where the referencing stands, dated: « Référencée le 28/11/2026 », « En attente de transmission depuis le
 * 27/11/2026 »; a paid referencing whose publication is not validated yet says so.
 */
export function referencingStateText({ Etat, Date, Paye }: Pick<Referencement, 'Etat' | 'Date' | 'Paye'>): string {
  if (Etat === 'nonValidee' && Paye) return PAID_AWAITING_VALIDATION;
  const label = REFERENCING_STATE_LABELS[Etat];
  if (!Date) return label;
  const since = WAITING.includes(Etat) ? 'depuis le' : 'le';
  return `${label} ${since} ${formatDate(Date)}`;
}

/** What the author reads of the referencing on a publication's page and in « Mes publications ». */
export const REFERENCING_TEXTS = {
  sectionTitle: 'Référencement',
  state: 'État du référencement',
  payment: 'Paiement',
  unpaid: 'Non payé',
  price: 'Prix du référencement',
  notPaid: 'À commander',
  order: 'Commander le référencement',
  orderOf: (titre: string) => `Commander le référencement de ${quoted(titre)}`,
  /** What each state means for the author, under the state. */
  leads: {
    nonValidee:
      'La publication sera transmise au catalogue une fois validée par la modération et son référencement payé.',
    aPayer: `La publication est validée${NBSP}: commandez son référencement pour qu'elle soit transmise au catalogue.`,
    aTransmettre: 'La publication partira avec la prochaine livraison au catalogue.',
    transmise: "Le catalogue a reçu la publication et n'a pas encore répondu.",
    referencee: 'Les libraires et les bibliothèques trouvent la publication dans le catalogue.',
    referenceeAvecRemarques: `Les libraires et les bibliothèques trouvent la publication dans le catalogue${NBSP}; ses remarques ci-dessous peuvent améliorer sa fiche.`,
    rejetee:
      'Le catalogue a refusé la fiche de la publication. Corrigez ce que ses messages signalent, puis soumettez-la de nouveau.',
    aCorriger:
      "Corrigez ce que les messages du catalogue signalent, puis validez l'étape 5 pour soumettre de nouveau la publication.",
  } satisfies Record<EtatReferencement, string>,
  messagesTitle: 'Messages du catalogue',
  /** « Avertissement : », before a message. */
  gravite: (gravite: GraviteMessageCatalogue) => `${GRAVITE_LABELS[gravite]}${NBSP}:`,
  step: (step: number, label: string) => `Étape ${step} — ${label}`,
  fixAtStep: (step: number) => `Corriger à l'étape ${step}`,
  correct: 'Corriger',
  correctTitle: (titre: string) => `Corriger la publication ${quoted(titre)}${NBSP}?`,
  correctText: `Elle redevient un brouillon que vous modifiez dans l'assistant, puis soumettez de nouveau à la modération. Son référencement reste payé${NBSP}: une fois validée, elle est transmise de nouveau au catalogue.`,
  correcting: 'Reprise en cours...',
  correctFailed: "La publication n'a pas pu être reprise.",
  retry: 'Réessayer',
  keep: 'Annuler',
  corrected: 'La publication est de nouveau modifiable.',
} as const;

/** What referencing buys, its price and how a subscription covers it: the conditions page and the wizard's end. */
export const REFERENCING_OFFER_TEXTS = {
  title: 'Ce que comprend le référencement',
  buys: [
    'Votre publication, une fois validée par la modération, est transmise au catalogue interprofessionnel du livre, que consultent les libraires et les bibliothèques.',
    `Vous suivez ici son accusé de réception${NBSP}: référencée, référencée avec remarques ou rejetée, avec chaque message du catalogue rapporté à l'étape de l'assistant où le corriger.`,
    `Vous recevez un e-mail à chaque étape${NBSP}: transmission, référencement, remarques ou rejet.`,
  ],
  price: (imprime: string, numerique: string) =>
    `Le référencement coûte ${imprime} TTC pour un livre imprimé et ${numerique} TTC pour un livre numérique. Il se commande une fois la publication validée.`,
  priceUnknown: 'Son prix est indiqué dans la rubrique Référencement de nos services.',
  subscription: `Un abonnement en cours couvre le référencement de vos nouveautés, dans la limite des référencements qu'il inclut${NBSP}: vous n'avez alors rien à commander.`,
  /** On the wizard's end page, for the publication just submitted. */
  ofPublication: {
    ligne: `Le référencement de cette publication est payé${NBSP}: elle sera transmise au catalogue dès sa validation.`,
    abonnement: `Votre abonnement couvre le référencement de cette publication${NBSP}: elle sera transmise au catalogue dès sa validation.`,
    toOrder: (price: string) =>
      `Une fois la publication validée, commandez son référencement (${price} TTC) depuis sa page ou ${quoted('Mes publications')}${NBSP}; elle est alors transmise au catalogue.`,
  },
} as const;

/** What the referencing calls answer when they refuse. */
export const REFERENCING_MESSAGES = {
  notRejected:
    'Seule une publication rejetée par le catalogue peut être reprise pour correction\u00a0: celle-ci ne l\u2019est pas.',
} as const;
