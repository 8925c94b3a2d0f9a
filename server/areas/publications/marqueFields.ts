import type { components } from '../../../openapi/generated/schema.d.ts';

type Marque = components['schemas']['Marque'];
type Telephone = components['schemas']['Telephone'];

const telephone = ({ Valeur, Indicatif }: Telephone): Telephone => ({ Valeur, Indicatif });

/**
 * A brand cut down to the contract's fields: the contract does not forbid others, and what a caller adds must
 * not be stored nor mailed. The street type's label comes from the portal's list, never from the caller.
 */
export function contractMarque(marque: Marque, typeVoieLibelle: string | null): Marque {
  const a = marque.Adresse;
  return {
    Id: marque.Id,
    Libelle: marque.Libelle,
    Note: marque.Note,
    Data: { GencodEditeur: marque.Data.GencodEditeur },
    Adresse: {
      NumeroVoie: a.NumeroVoie,
      IdTypeVoie: a.IdTypeVoie,
      TypeVoieLibelle: typeVoieLibelle,
      NomVoie: a.NomVoie,
      ComplementsAdresse: a.ComplementsAdresse,
      ComplementsLocalisation: a.ComplementsLocalisation,
      CodePostal: a.CodePostal,
      Ville: a.Ville,
      IdLocalitePays: a.IdLocalitePays,
      Telephone: telephone(a.Telephone),
      TelephonePortable: telephone(a.TelephonePortable),
      Email: { Valeur: a.Email.Valeur },
      SiteInternet: { Valeur: a.SiteInternet.Valeur },
    },
  };
}
