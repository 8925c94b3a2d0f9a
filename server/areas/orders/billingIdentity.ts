import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { findBillingProfile } from './repository.ts';
import { frenchVatNumber, sirenOfSiret } from '../../../domain/invoice/vatNumber.ts';
import { CIVILITE } from '../../../domain/referenceIds.ts';
import { toCompte } from '../accounts/public.ts';

/** The billing country whose companies' VAT numbers follow from their SIREN. */
const FRANCE_ISO = 'FR';

type IdentiteFacturation = components['schemas']['IdentiteFacturation'];

const CIVILITE_LABELS: Readonly<Record<number, string>> = {
  [CIVILITE.monsieur]: 'Monsieur',
  [CIVILITE.madame]: 'Madame',
};

/** The billing identity an order is placed with, read from the account's profile at that moment. */
export async function loadBillingIdentity(db: Queryable, idCompte: number): Promise<IdentiteFacturation> {
  const row = await findBillingProfile(db, idCompte);
  const compte = toCompte({ compte: row.compte, typeVoie: row.typeVoie });
  const adresse = compte.Adresse;
  return {
    Civilite: CIVILITE_LABELS[compte.IdCivilite] ?? null,
    Prenom: compte.Prenom,
    Nom: compte.Nom,
    Email: compte.Email,
    RaisonSociale: compte.Societe?.RaisonSociale ?? null,
    Siret: compte.Societe?.Siret ?? null,
    NumeroTva:
      compte.Societe?.Siret && row.codePays === FRANCE_ISO ? frenchVatNumber(sirenOfSiret(compte.Societe.Siret)) : null,
    Adresse:
      adresse && row.pays !== null && row.codePays !== null
        ? {
            NumeroEtVoie: adresse.NumeroEtVoie,
            ComplementsAdresse: adresse.ComplementsAdresse,
            CodePostal: adresse.CodePostal,
            Ville: adresse.Ville,
            Pays: row.pays,
            CodePays: row.codePays,
          }
        : null,
  };
}

/** A company declared on the profile makes the customer a professional (invoice mentions, training rule). */
export function isCompany(identity: IdentiteFacturation): boolean {
  return identity.Siret !== null;
}
