import type { components } from '../../../openapi/generated/schema.d.ts';
import { formatPrice } from '../../../domain/formatPrice.ts';
import { formatDate } from '../../../domain/frenchDates.ts';
import { CHAMPS_OF_ETAPE, libelleChamp, type ChampPublication } from '../../../domain/publication/fixList.ts';
import { WIZARD_STEPS } from '../../../domain/publication/wizardSteps.ts';

type Publication = components['schemas']['Publication'];
type ModificationChamp = components['schemas']['ModificationChamp'];

/** A publication's fields as a refusal keeps them (moderation_publication.instantane). */
export type PublicationSnapshot = Partial<Pick<Publication, ChampPublication | 'LibelleMarque'>>;

/** The moderation's own fields, which the refusal itself changes: not part of what the author changes. */
const MODERATION_FIELDS: ReadonlySet<string> = new Set(['Moderation', 'HistoriqueModeration']);

/** What a refusal keeps (moderations_publication.instantane): the publication's contract fields as it was refused. */
export function instantaneOf(publication: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(publication).filter(([key]) => !MODERATION_FIELDS.has(key)));
}

/** What the diff compares of a publication: the fields of the wizard, and the brand's name. */
export function snapshotOf(publication: PublicationSnapshot): PublicationSnapshot {
  const snapshot: Record<string, unknown> = { LibelleMarque: publication.LibelleMarque ?? null };
  for (const { champ } of COMPARED) snapshot[champ] = publication[champ] ?? null;
  return snapshot as PublicationSnapshot;
}

/** The labels of the reference ids, by id (fixListRepository.ts, changeLabels). */
export interface ChangeLabels {
  langues: ReadonlyMap<number, string>;
  disponibilites: ReadonlyMap<number, string>;
  formats: ReadonlyMap<number, string>;
  illustrations: ReadonlyMap<number, string>;
  typesOuvrage: ReadonlyMap<number, string>;
  sujets: ReadonlyMap<number, string>;
  typesContribution: ReadonlyMap<number, string>;
}

/** The fields that the diff compares, in the wizard's order, with their step; then those the wizard does not show. */
const COMPARED: readonly { champ: ChampPublication; etape: 1 | 2 | 3 | 4 | 5 }[] = [
  ...WIZARD_STEPS.flatMap((etape) => CHAMPS_OF_ETAPE[etape].map((champ) => ({ champ, etape }))),
  { champ: 'PageTitre', etape: 5 },
  { champ: 'Argumentaire', etape: 5 },
];

const NUMBER = new Intl.NumberFormat('fr-FR');

/** « 1 250 g »: a no-break space inside the number and before the unit. */
function measure(value: number, unit: string): string {
  return `${NUMBER.format(value).replace(/\u202f/g, '\u00a0')}\u00a0${unit}`;
}

function label(map: ReadonlyMap<number, string>, id: unknown): string | null {
  if (typeof id !== 'number' || id === 0) return null;
  return map.get(id) ?? String(id);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** A field's value as a French reader reads it; null when empty. */
export function frenchValue(
  champ: ChampPublication,
  publication: PublicationSnapshot,
  labels: ChangeLabels,
): string | null {
  const value = publication[champ];
  if (value === null || value === undefined) return null;
  switch (champ) {
    case 'IdsLangues': {
      const names = (value as number[]).map((id) => label(labels.langues, id)).filter((name) => name !== null);
      return names.length > 0 ? names.join(', ') : null;
    }
    case 'AuteurContribution': {
      const contributions = [...(value as Publication['AuteurContribution'])].sort((a, b) => a.Rang - b.Rang);
      const names = contributions
        .filter((c) => c.Nom.trim())
        .map((c) => `${c.Nom.trim()} (${label(labels.typesContribution, c.IdTypeContribution) ?? '?'})`);
      return names.length > 0 ? names.join(', ') : null;
    }
    case 'IdMarque':
      return text(publication.LibelleMarque) ?? String(value);
    case 'IdDisponibilite':
      return label(labels.disponibilites, value);
    case 'IdFormat':
      return label(labels.formats, value);
    case 'IdIllustration':
      return label(labels.illustrations, value);
    case 'IdTypeOuvrage':
      return label(labels.typesOuvrage, value);
    case 'IdSujet':
      return label(labels.sujets, value);
    case 'Serie':
    case 'Coffret':
    case 'ImpressionDemande':
      return value ? 'Oui' : 'Non';
    case 'DateParution':
      return formatDate(value as string) || null;
    case 'PrixTTC':
      return formatPrice(Math.round((value as number) * 100));
    case 'NombrePage':
      return measure(value as number, value === 1 ? 'page' : 'pages');
    case 'Format_Poids':
      return measure(value as number, 'g');
    case 'Format_Hauteur':
    case 'Format_Largeur':
    case 'Format_Epaisseur':
      return measure(value as number, 'mm');
    case 'VisuelCouverture':
    case 'QuatriemeCouverture':
      return text(value) ? 'Image déposée' : null;
    case 'NumeroVolume':
      return String(value);
    default:
      return text(value);
  }
}

/** Two stored values compared as data (a list of contributions in the same order, a number, a string). */
function sameValue(champ: ChampPublication, before: PublicationSnapshot, after: PublicationSnapshot): boolean {
  const normal = (value: unknown) => (value === undefined || value === '' ? null : value);
  return JSON.stringify(normal(before[champ])) === JSON.stringify(normal(after[champ]));
}

/**
 * The fields that changed between the refused publication and the current one, in the wizard's order, with their
 * values in French. A replaced image reads « Image précédente » → « Nouvelle image ».
 */
export function publicationChanges(
  before: PublicationSnapshot,
  after: PublicationSnapshot,
  labels: ChangeLabels,
): ModificationChamp[] {
  return COMPARED.filter(({ champ }) => !sameValue(champ, before, after)).map(({ champ, etape }) => {
    let Avant = frenchValue(champ, before, labels);
    let Apres = frenchValue(champ, after, labels);
    if (Avant !== null && Avant === Apres) {
      // Same reading, different data: an image replaced, or a label the lists no longer tell apart.
      if (champ === 'VisuelCouverture' || champ === 'QuatriemeCouverture') {
        Avant = 'Image précédente';
        Apres = 'Nouvelle image';
      }
    }
    return { Champ: champ, LibelleChamp: libelleChamp(champ) ?? champ, Etape: etape, Avant, Apres };
  });
}
