import type { Publication } from '../../../src/features/publications/api/getPublication.ts';
import { NOT_VALIDATED, SUBMITTED_PUBLICATION } from './publicationFixture.ts';

type Referencement = Publication['Referencement'];
type MessageCatalogue = Referencement['Messages'][number];

/** Messages of a catalogue acknowledgement, each pointing at the wizard step and field that fix it (or at none). */
export const SHORT_SUMMARY: MessageCatalogue = {
  Code: 'CAT-RESUME-COURT',
  Gravite: 'W',
  Message: 'Le résumé compte moins de 200 caractères.',
  Etape: 5,
  Champ: 'Resume',
};
export const NO_SUBJECT: MessageCatalogue = {
  Code: 'CAT-SUJET',
  Gravite: 'F',
  Message: 'Aucun sujet Thema ni CLIL.',
  Etape: 5,
  Champ: 'IdSujet',
};
export const BAD_PRICE: MessageCatalogue = {
  Code: 'CAT-PRIX',
  Gravite: 'E',
  Message: 'Le prix est absent pour un livre disponible.',
  Etape: 4,
  Champ: 'PrixTTC',
};
export const RECEIVED: MessageCatalogue = {
  Code: 'CAT-RECU',
  Gravite: 'I',
  Message: 'Notice reçue.',
  Etape: null,
  Champ: null,
};

/** The referencing of a validated publication in `Etat`, since 28/11/2026, paid by an order line unless told. */
export function referencement(Etat: Referencement['Etat'], overrides: Partial<Referencement> = {}): Referencement {
  const paid = Etat !== 'nonValidee' && Etat !== 'aPayer';
  return {
    ...NOT_VALIDATED,
    Etat,
    Date: Etat === 'nonValidee' ? null : '2026-11-28T10:00:00Z',
    Paye: paid,
    Couverture: paid ? 'ligne' : null,
    ...overrides,
  };
}

/** The submitted fixture, validated by the moderation (or referenced), with its referencing `r`. */
export function validatedWith(r: Referencement): Publication {
  const referenced = r.Etat === 'referencee' || r.Etat === 'referenceeAvecRemarques';
  const backToDraft = r.Etat === 'aCorriger';
  return {
    ...SUBMITTED_PUBLICATION,
    IdEtatPublication: backToDraft ? 1 : referenced ? 5 : 3,
    Moderation: { Accepte: true, RaisonsRefus: [], Commentaire: null, DateModeration: '2026-11-20T09:30:00Z' },
    Referencement: r,
  };
}

/** The catalogue's product for a printed book's referencing, as Produit_Get answers it. */
export const REFERENCEMENT_IMPRIME = {
  Id: 1,
  IdTypeProduit: 1,
  IdRubrique: 1,
  Libelle: "Référencement d'un livre imprimé",
  Description: 'Déclaration de votre livre imprimé dans le catalogue interprofessionnel.',
  PrixTTCCentimes: 4900,
  TauxTva: 20,
  Rang: 1,
  Visible: true,
  Reduction: null,
  Sessions: [],
  Contenu: null,
};

export const REFERENCEMENT_NUMERIQUE = {
  ...REFERENCEMENT_IMPRIME,
  Id: 2,
  Libelle: "Référencement d'un livre numérique",
  PrixTTCCentimes: 2900,
  Rang: 2,
};

/** Produit_Get over the two referencing products. */
export function produitGet(values: unknown) {
  const { Id } = values as { Id: number };
  if (Id === 1) return REFERENCEMENT_IMPRIME;
  if (Id === 2) return REFERENCEMENT_NUMERIQUE;
  throw new Error(`No product ${Id}`);
}
