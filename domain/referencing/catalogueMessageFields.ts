import type { PUBLICATION_FIELD_LABELS } from '../publication/labels.ts';
import type { WizardStep } from '../publication/wizardSteps.ts';

/** ONIX list 224: I information, Q query, W warning, E error, F fatal. */
export const GRAVITES_MESSAGE_CATALOGUE = ['I', 'Q', 'W', 'E', 'F'] as const;

export type GraviteMessageCatalogue = (typeof GRAVITES_MESSAGE_CATALOGUE)[number];

/** What an author reads for each severity. */
export const GRAVITE_LABELS: Readonly<Record<GraviteMessageCatalogue, string>> = {
  I: 'Information',
  Q: 'Question',
  W: 'Avertissement',
  E: 'Erreur',
  F: 'Erreur bloquante',
};

/** A message of the catalogue's acknowledgement as the portal stores and shows it (MessageCatalogue of the contract). */
export interface MessageCatalogueRecord {
  Code: string;
  Gravite: GraviteMessageCatalogue;
  Message: string;
  /** The wizard's step (1 to 5) where it is corrected; null if none. */
  Etape: number | null;
  /** The publication's field of the contract it is about (`Resume`); null if none. */
  Champ: string | null;
}

/** A detail of the intake's acknowledgement, as it sends it. */
export interface AcknowledgementDetail {
  Code: string;
  Severity: string;
  Note: string;
  Element: string | null;
}

interface WizardPlace {
  Etape: WizardStep;
  Champ: keyof typeof PUBLICATION_FIELD_LABELS;
}

/** Where the author corrects what each ONIX element of a product carries. */
const PLACE_OF_ELEMENT: Readonly<Record<string, WizardPlace>> = {
  ProductIdentifier: { Etape: 1, Champ: 'Ean' },
  Language: { Etape: 1, Champ: 'IdsLangues' },
  TitleDetail: { Etape: 2, Champ: 'Titre' },
  Collection: { Etape: 2, Champ: 'Serie' },
  Contributor: { Etape: 2, Champ: 'AuteurContribution' },
  Imprint: { Etape: 3, Champ: 'IdMarque' },
  Publisher: { Etape: 3, Champ: 'IdMarque' },
  Supplier: { Etape: 4, Champ: 'GenCod' },
  Price: { Etape: 4, Champ: 'PrixTTC' },
  ProductAvailability: { Etape: 4, Champ: 'IdDisponibilite' },
  PublishingDate: { Etape: 4, Champ: 'DateParution' },
  ProductForm: { Etape: 4, Champ: 'IdFormat' },
  Measure: { Etape: 4, Champ: 'Format_Hauteur' },
  Extent: { Etape: 4, Champ: 'NombrePage' },
  Subject: { Etape: 5, Champ: 'IdSujet' },
  TextContent: { Etape: 5, Champ: 'Resume' },
  SupportingResource: { Etape: 5, Champ: 'VisuelCouverture' },
};

/** Codes the intake sends without an element, whose field is known all the same. */
const PLACE_OF_CODE: Readonly<Record<string, WizardPlace>> = {
  'CAT-RESUME-COURT': { Etape: 5, Champ: 'Resume' },
  'CAT-REFUS-TEST': { Etape: 5, Champ: 'Resume' },
};

function isGravite(value: string): value is GraviteMessageCatalogue {
  return (GRAVITES_MESSAGE_CATALOGUE as readonly string[]).includes(value);
}

/** The element's own name, whether the intake gives a bare tag or a path (`Product/DescriptiveDetail/Language`). */
function elementName(element: string): string {
  return element.trim().split('/').pop() ?? '';
}

/**
 * A detail of the acknowledgement as the author reads it: its severity (an unknown one reads as an error), the
 * intake's note, and the wizard's step and field where it is corrected (null for what no field holds).
 */
export function catalogueMessageOf(detail: AcknowledgementDetail): MessageCatalogueRecord {
  const place =
    (detail.Element === null ? undefined : PLACE_OF_ELEMENT[elementName(detail.Element)]) ?? PLACE_OF_CODE[detail.Code];
  return {
    Code: detail.Code,
    Gravite: isGravite(detail.Severity) ? detail.Severity : 'E',
    Message: detail.Note,
    Etape: place?.Etape ?? null,
    Champ: place?.Champ ?? null,
  };
}
