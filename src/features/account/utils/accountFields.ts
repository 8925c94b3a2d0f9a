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

type TextField = { [K in AccountField]: AccountFieldsState[K] extends string ? K : never }[AccountField];

/** The text a form holds in the field `name`, if it has such a field. */
export function textIn(fields: FormData, name: string): string | undefined {
  const value = fields.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The account fields as a form element holds them (its FormData), in the state's types; a field the form does not
 * show is left out. The company checkbox is always shown, and sent only when ticked.
 */
export function accountFieldsIn(fields: FormData): Partial<AccountFieldsState> {
  const found: Partial<AccountFieldsState> = { EstSociete: fields.has('EstSociete') };
  const civilite = textIn(fields, 'IdCivilite');
  if (civilite) found.IdCivilite = Number(civilite);
  const pays = textIn(fields, 'IdPays');
  if (pays) found.IdPays = Number(pays);
  // The text fields are those whose empty value is a string.
  const textFields = ACCOUNT_FIELD_ORDER.filter(
    (name): name is TextField => typeof EMPTY_ACCOUNT_FIELDS[name] === 'string',
  );
  for (const name of textFields) {
    const text = textIn(fields, name);
    if (text !== undefined) found[name] = text;
  }
  return found;
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
