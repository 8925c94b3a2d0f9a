// Placeholder until the referencing area lands.
import type { components } from '../../openapi/generated/schema.d.ts';

type MessageCatalogue = components['schemas']['MessageCatalogue'];

/** A detail of the intake's acknowledgement, as the intake writes it. */
export interface CatalogueDetail {
  Code: string;
  Severity: string;
  Note: string;
  Element: string | null;
}

const FIELD_OF_ELEMENT: Readonly<Record<string, { Etape: number; Champ: string }>> = {
  ProductIdentifier: { Etape: 1, Champ: 'Ean' },
  TitleDetail: { Etape: 2, Champ: 'Titre' },
  Price: { Etape: 4, Champ: 'PrixTTC' },
  Subject: { Etape: 5, Champ: 'IdSujet' },
  TextContent: { Etape: 5, Champ: 'Resume' },
  SupportingResource: { Etape: 5, Champ: 'VisuelCouverture' },
};

const GRAVITES: readonly string[] = ['I', 'Q', 'W', 'E', 'F'];

/** A detail of the catalogue as the author reads it: its message, and the wizard's step and field it points at. */
export function catalogueMessageOf(detail: CatalogueDetail): MessageCatalogue {
  const field = detail.Element === null ? undefined : FIELD_OF_ELEMENT[detail.Element];
  return {
    Code: detail.Code,
    Gravite: (GRAVITES.includes(detail.Severity) ? detail.Severity : 'E') as MessageCatalogue['Gravite'],
    Message: detail.Note,
    Etape: field?.Etape ?? null,
    Champ: field?.Champ ?? null,
  };
}
