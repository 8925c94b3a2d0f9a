import type { components } from '../../openapi/generated/schema.d.ts';
import { DISPONIBILITE } from '../referenceIds.ts';
import { ONIX_REFUSALS } from './onixExport.ts';
import type { WizardStep } from './wizardSteps.ts';
import { summaryLanguageMismatch } from './summaryLanguage.ts';

export type PointVerification = components['schemas']['PointVerification'];
export type VerificationPublication = components['schemas']['VerificationPublication'];
type ChampPublication = components['schemas']['ChampPublication'];
type Publication = components['schemas']['Publication'];

/** What a catalogue refuses a publication for (domain/publication/onixExport.ts), by key. */
export type OnixRefusal = keyof typeof ONIX_REFUSALS;

/**
 * The height catalogues and bookshops ask of a cover: their pages show covers of at least this height. The upload
 * minimum (COVER_LIMITS.minHeight) stays lower: a smaller cover is accepted, with a warning.
 */
export const COVER_RECOMMENDED_HEIGHT = 1400;

/** Under this length, the catalogue warns that a summary is too short to present the book. */
export const SUMMARY_RECOMMENDED_LENGTH = 200;

/** What the checks read besides the publication: facts the server finds in its files and its other tables. */
export interface PublicationCheckFacts {
  publication: Pick<Publication, 'IdDisponibilite' | 'PrixTTC' | 'VisuelCouverture' | 'Resume' | 'IdSujet'>;
  /** The stored cover's height in pixels, read from its header; null when there is none or it cannot be read. */
  coverHeight: number | null;
  /** Whether another validated publication bears this publication's EAN. */
  eanElsewhere: boolean;
  /** Whether the publication's brand has no publisher GLN (GencodEditeur); false without a brand. */
  brandWithoutGln: boolean;
  /** The publication's languages as ISO 639-2/B codes (fre, eng…). */
  languageCodes: readonly string[];
  /** What a catalogue would refuse the publication for (the ONIX mapping's reasons). */
  onixRefusals: readonly OnixRefusal[];
}

export const CHECK_MESSAGES = {
  prix: 'Le prix TTC manque : un livre disponible doit avoir un prix (loi du 10 août 1981).',
  eanDoublon:
    "Une autre publication validée porte déjà cet EAN : vérifiez-le, un catalogue n'accepte qu'une fiche par ISBN.",
  couverture: 'Le visuel de couverture manque : les libraires et les catalogues ne présentent pas un livre sans lui.',
  couvertureHauteur: (height: number) =>
    `Le visuel de couverture mesure ${height} px de hauteur : les catalogues et les librairies en ligne affichent des couvertures d'au moins ${COVER_RECOMMENDED_HEIGHT} px. Une image plus grande sera plus nette.`,
  resumeLangue:
    "Le résumé ne semble pas écrit dans la langue de la publication : les catalogues l'affichent tel quel aux lecteurs.",
  resumeCourt: (length: number) =>
    `Le résumé compte ${length} caractères : les catalogues recommandent au moins ${SUMMARY_RECOMMENDED_LENGTH} caractères pour présenter le livre.`,
  sujet: 'Le sujet manque : le catalogue refuse une publication sans sujet.',
  gln: "La marque éditoriale n'a pas de GLN éditeur : les libraires ne pourront pas commander le livre par l'interprofession (Dilicom).",
} as const;

/** Where the author corrects each catalogue refusal; the price and the shared EAN have points of their own. */
const ONIX_REFUSAL_PLACES: Record<Exclude<OnixRefusal, 'prix' | 'eanEnDouble'>, [WizardStep, ChampPublication]> = {
  ean: [1, 'Ean'],
  langue: [1, 'IdsLangues'],
  titre: [2, 'Titre'],
  contributeur: [2, 'AuteurContribution'],
  marque: [3, 'IdMarque'],
  disponibilite: [4, 'IdDisponibilite'],
  dateParution: [4, 'DateParution'],
  format: [4, 'IdFormat'],
};

function point(
  Code: string,
  Niveau: PointVerification['Niveau'],
  Etape: WizardStep,
  Champ: ChampPublication | null,
  Message: string,
): PointVerification {
  return { Code, Niveau, Etape, Champ, Message };
}

function onixPoints(refusals: readonly OnixRefusal[]): PointVerification[] {
  return refusals.flatMap((refusal) => {
    if (refusal === 'prix' || refusal === 'eanEnDouble') return [];
    const [etape, champ] = ONIX_REFUSAL_PLACES[refusal];
    return [point(`ONIX-${refusal.toUpperCase()}`, 'bloquant', etape, champ, ONIX_REFUSALS[refusal])];
  });
}

function isPriced(prixTTC: number | null): boolean {
  return prixTTC !== null && prixTTC > 0;
}

/**
 * The checks made before a publication is submitted, those the moderation and the catalogue apply: blocking points
 * first, then warnings, each group in the order of the wizard's steps.
 */
export function publicationChecks(facts: PublicationCheckFacts): PointVerification[] {
  const { publication } = facts;
  const points: PointVerification[] = [...onixPoints(facts.onixRefusals)];
  if (facts.eanElsewhere) points.push(point('EAN-DOUBLON', 'bloquant', 1, 'Ean', CHECK_MESSAGES.eanDoublon));
  if (facts.brandWithoutGln) points.push(point('GLN', 'avertissement', 3, 'IdMarque', CHECK_MESSAGES.gln));
  if (publication.IdDisponibilite !== DISPONIBILITE.aParaitre && !isPriced(publication.PrixTTC)) {
    points.push(point('PRIX', 'bloquant', 4, 'PrixTTC', CHECK_MESSAGES.prix));
  }
  if (publication.IdSujet === null) points.push(point('SUJET', 'bloquant', 5, 'IdSujet', CHECK_MESSAGES.sujet));
  points.push(...summaryPoints(publication.Resume, facts.languageCodes));
  points.push(...coverPoints(publication.VisuelCouverture, facts.coverHeight));
  return sortPoints(points);
}

function summaryPoints(resume: string | null, languageCodes: readonly string[]): PointVerification[] {
  const text = resume?.trim() ?? '';
  if (text === '') return [];
  const points: PointVerification[] = [];
  if (text.length < SUMMARY_RECOMMENDED_LENGTH) {
    points.push(point('RESUME-COURT', 'avertissement', 5, 'Resume', CHECK_MESSAGES.resumeCourt(text.length)));
  }
  if (summaryLanguageMismatch(text, languageCodes)) {
    points.push(point('RESUME-LANGUE', 'avertissement', 5, 'Resume', CHECK_MESSAGES.resumeLangue));
  }
  return points;
}

function coverPoints(visuel: string | null, height: number | null): PointVerification[] {
  if (visuel === null || visuel === '') {
    return [point('COUVERTURE', 'bloquant', 5, 'VisuelCouverture', CHECK_MESSAGES.couverture)];
  }
  if (height !== null && height < COVER_RECOMMENDED_HEIGHT) {
    return [
      point('COUVERTURE-HAUTEUR', 'avertissement', 5, 'VisuelCouverture', CHECK_MESSAGES.couvertureHauteur(height)),
    ];
  }
  return [];
}

/** Blocking points first, then by step; the order of the checks stays within a step (stable sort). */
export function sortPoints(points: readonly PointVerification[]): PointVerification[] {
  const rank = (p: PointVerification) => (p.Niveau === 'bloquant' ? 0 : 10) + p.Etape;
  return [...points].sort((a, b) => rank(a) - rank(b));
}

export function verificationOf(points: readonly PointVerification[]): VerificationPublication {
  const Points = sortPoints(points);
  return { Bloquant: Points.some((p) => p.Niveau === 'bloquant'), Points };
}
