import type { components } from '../../../openapi/generated/schema.d.ts';

/** Shorthands for the contract's schemas that screens render. */
type Schemas = components['schemas'];

export type Contenu = Schemas['Contenu'];
export type ContenuElement = Schemas['ContenuElement'];
export type FaqCategorie = Schemas['FaqCategorie'];
export type FaqQuestion = Schemas['FaqQuestion'];
export type Rubrique = Schemas['Rubrique'];
export type Produit = Schemas['Produit'];
export type SessionFormation = Schemas['SessionFormation'];
export type ElementReference = Schemas['ElementReference'];
export type ContactValues = Schemas['ContactValues'];
export type EtatService = Schemas['EtatService'];
export type VersionBackEnd = Schemas['VersionBackEnd'];
