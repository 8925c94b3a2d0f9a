import type { components } from '../../openapi/generated/schema.d.ts';

/** The account as the back office reads it, with the deletion rule that applies to it (Suppression). */
export type Compte = components['schemas']['CompteBO'];
export type CompteBOMiseAJourValues = components['schemas']['CompteBOMiseAJourValues'];
export type Confirmation = components['schemas']['Confirmation'];

export interface AdminAccountInput {
  /** The account's id, from the address. */
  id: number;
}

export interface AdminAccountContext {
  id: number;
  /** The account as the server last answered it; null until it is loaded. */
  compte: Compte | null;
  /** The values being saved; null otherwise. */
  values: CompteBOMiseAJourValues | null;
  /** Why loading failed, in French; null otherwise. */
  loadError: string | null;
  /** Why the last deletion was refused, in French (the server's message); null otherwise. */
  deleteError: string | null;
}

/** What the staff member does on the account's page, in the `adminAccount.` namespace. */
export type AdminAccountEvent =
  | { type: 'adminAccount.retryLoad' }
  /** « Enregistrer » with values the contract accepts. */
  | { type: 'adminAccount.save'; values: CompteBOMiseAJourValues }
  /** « Supprimer »: the confirmation opens. */
  | { type: 'adminAccount.delete' }
  | { type: 'adminAccount.confirmDelete' }
  /** The confirmation closed without deleting (« Conserver le compte », Escape). */
  | { type: 'adminAccount.dismissDelete' };

export interface AdminAccountDependencies {
  api: {
    /** /BO/Compte/Compte_Get. */
    load(id: number, signal: AbortSignal): Promise<Compte>;
    /** /BO/Compte/Compte_Update: the account as the server now has it. */
    save(values: CompteBOMiseAJourValues, signal: AbortSignal): Promise<Compte>;
    /** /BO/Compte/Compte_Delete. */
    remove(id: number, signal: AbortSignal): Promise<Confirmation>;
  };
  /** The save went through: say so and start the form again from the saved account. */
  saved(compte: Compte): void;
  /** The save was refused: show why on the form, which keeps what was typed. */
  saveFailed(error: unknown): void;
  /** The account is gone: say so and go back to the list. */
  deleted(confirmation: Confirmation): void;
}
