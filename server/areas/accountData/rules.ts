import type { components } from '../../../openapi/generated/schema.d.ts';
import { ANONYMISED } from '../../../domain/identity/accountDeletion.ts';

type IdentiteFacturation = components['schemas']['IdentiteFacturation'];

/**
 * A billing identity with nothing left of the person: names and e-mail replaced; a private person's street address
 * goes too, their town and country stay (the place of supply of the VAT). A company's name, SIRET, VAT number and
 * address are the company's, not a person's, and stay as the invoice gave them.
 */
export function anonymisedIdentite(identite: IdentiteFacturation, idCompte: number): IdentiteFacturation {
  const company = identite.RaisonSociale !== null;
  return {
    ...identite,
    Civilite: null,
    Prenom: ANONYMISED.prenom,
    Nom: ANONYMISED.nom,
    Email: ANONYMISED.login(idCompte),
    Adresse:
      identite.Adresse === null || company
        ? identite.Adresse
        : { ...identite.Adresse, NumeroEtVoie: '', ComplementsAdresse: null },
  };
}

/** A stored invoice with its client anonymised; every amount, number and date as issued. */
export function anonymisedInvoice(contenu: unknown, idCompte: number): unknown {
  const facture = contenu as { Client?: IdentiteFacturation | null };
  if (!facture.Client) return contenu;
  return { ...facture, Client: anonymisedIdentite(facture.Client, idCompte) };
}
