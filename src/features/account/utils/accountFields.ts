import { CIVILITE, FRANCE } from '../../../../domain/referenceIds.ts';
import { normalizeSiret } from '../../../../domain/identity/siret.ts';
import type { FieldPointers } from '../../../lib/forms/formRules.ts';
import type { CompteMiseAJourValues } from '../types/account.ts';

export const CIVILITES = [
  { id: CIVILITE.monsieur, label: 'Monsieur' },
  { id: CIVILITE.madame, label: 'Madame' },
] as const;

/** What the identity and address part of an account form holds while the user types. */
export interface AccountFieldsState {
  IdCivilite: number | null;
  Prenom: string;
  Nom: string;
  Telephone: string;
  /** Whether the account is declared for a company, which makes the SIRET required. */
  EstSociete: boolean;
  RaisonSociale: string;
  Siret: string;
  NumeroEtVoie: string;
  ComplementsAdresse: string;
  CodePostal: string;
  Ville: string;
  IdPays: number | null;
}

export type AccountField = keyof AccountFieldsState;

export const EMPTY_ACCOUNT_FIELDS: AccountFieldsState = {
  IdCivilite: null,
  Prenom: '',
  Nom: '',
  Telephone: '',
  EstSociete: false,
  RaisonSociale: '',
  Siret: '',
  NumeroEtVoie: '',
  ComplementsAdresse: '',
  CodePostal: '',
  Ville: '',
  // France is preselected for a new account.
  IdPays: FRANCE.idPays,
};

/** The text a form holds in the field `name`, if it has such a field. */
function textIn(fields: FormData, name: string): string | undefined {
  const value = fields.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The fields of a form holding the account fields, as the form element holds them (its FormData), in the types of
 * `empty`, the form's empty state: a field the form does not show is left out. The company checkbox is always shown,
 * and sent only when ticked; the other fields whose empty value is not a string are the two lists' ids.
 */
export function accountFieldsIn<S extends AccountFieldsState>(fields: FormData, empty: S): Partial<S> {
  const found: Partial<AccountFieldsState> = { EstSociete: fields.has('EstSociete') };
  const civilite = textIn(fields, 'IdCivilite');
  if (civilite) found.IdCivilite = Number(civilite);
  const pays = textIn(fields, 'IdPays');
  if (pays) found.IdPays = Number(pays);
  const texts: Record<string, string> = {};
  for (const name of Object.keys(empty)) {
    const text = textIn(fields, name);
    if (typeof empty[name as keyof S] === 'string' && text !== undefined) texts[name] = text;
  }
  return { ...texts, ...found } as Partial<S>;
}

/** The fields in the order they appear. */
export const ACCOUNT_FIELD_ORDER: readonly AccountField[] = [
  'IdCivilite',
  'Prenom',
  'Nom',
  'Telephone',
  'EstSociete',
  'RaisonSociale',
  'Siret',
  'NumeroEtVoie',
  'ComplementsAdresse',
  'CodePostal',
  'Ville',
  'IdPays',
];

/** Where the contract's messages about each field are found (JSON Pointers under `Values`). */
export const ACCOUNT_FIELD_POINTERS: FieldPointers<AccountField> = {
  IdCivilite: ['/IdCivilite'],
  Prenom: ['/Prenom'],
  Nom: ['/Nom'],
  Telephone: ['/Telephone'],
  EstSociete: [],
  RaisonSociale: ['/Societe/RaisonSociale'],
  Siret: ['/Societe/Siret', '/Societe'],
  NumeroEtVoie: ['/Adresse/NumeroEtVoie', '/Adresse'],
  ComplementsAdresse: ['/Adresse/ComplementsAdresse'],
  CodePostal: ['/Adresse/CodePostal'],
  Ville: ['/Adresse/Ville'],
  IdPays: ['/Adresse/IdPays'],
};

function trimmedOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The identity and address as the contract takes them: single-line text trimmed, empty optional text as null, no
 * company unless one is declared. A field still missing is left out, so that the schema names it in French.
 */
export function toAccountValues(state: AccountFieldsState): CompteMiseAJourValues {
  const values: Record<string, unknown> = {
    Prenom: state.Prenom.trim(),
    Nom: state.Nom.trim(),
    Telephone: trimmedOrNull(state.Telephone),
    Societe: state.EstSociete
      ? { RaisonSociale: trimmedOrNull(state.RaisonSociale), Siret: normalizeSiret(state.Siret) }
      : null,
    Adresse: {
      NumeroEtVoie: state.NumeroEtVoie.trim(),
      ComplementsAdresse: trimmedOrNull(state.ComplementsAdresse),
      CodePostal: state.CodePostal.trim(),
      Ville: state.Ville.trim(),
      ...(state.IdPays === null ? {} : { IdPays: state.IdPays }),
    },
  };
  if (state.IdCivilite !== null) values.IdCivilite = state.IdCivilite;
  // Incomplete on purpose when fields are missing: the contract's schema says which ones, in French.
  return values as CompteMiseAJourValues;
}
