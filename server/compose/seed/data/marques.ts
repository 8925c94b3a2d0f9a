import { ID_PAYS_FRANCE } from './pays.ts';

/** Editorial brands by publisher prefix (EAN digits without separators), with the address the referencing provider holds. */
export interface MarqueRow {
  PrefixeEditeur: string;
  Libelle: string;
  Note: string | null;
  GencodEditeur: string | null;
  Adresse: {
    NumeroVoie: string | null;
    IdTypeVoie: number | null;
    NomVoie: string | null;
    ComplementsAdresse: string | null;
    ComplementsLocalisation: string | null;
    CodePostal: string | null;
    Ville: string | null;
    IdLocalitePays: number | null;
    Telephone: { Valeur: string | null; Indicatif: string | null };
    TelephonePortable: { Valeur: string | null; Indicatif: string | null };
    Email: { Valeur: string | null };
    SiteInternet: { Valeur: string | null };
  };
}

function adresse(
  NumeroVoie: string,
  IdTypeVoie: number,
  NomVoie: string,
  CodePostal: string,
  Ville: string,
  telephone: string,
  email: string,
): MarqueRow['Adresse'] {
  return {
    NumeroVoie,
    IdTypeVoie,
    NomVoie,
    ComplementsAdresse: null,
    ComplementsLocalisation: null,
    CodePostal,
    Ville,
    IdLocalitePays: ID_PAYS_FRANCE,
    Telephone: { Valeur: telephone, Indicatif: '+33' },
    TelephonePortable: { Valeur: null, Indicatif: null },
    Email: { Valeur: email },
    SiteInternet: { Valeur: null },
  };
}

/** 978-2-36512 is the demo publications' publisher; it has two brands, 979-10-90 one. */
export const marques: readonly MarqueRow[] = [
  {
    PrefixeEditeur: '978236512',
    Libelle: 'Éditions de Penhoët',
    Note: null,
    GencodEditeur: '3051234567897',
    Adresse: adresse('12', 1, 'des Lavandières', '29000', 'Quimper', '298000000', 'contact@penhoet.example.org'),
  },
  {
    PrefixeEditeur: '978236512',
    Libelle: 'Penhoët Jeunesse',
    Note: 'Collection jeunesse des Éditions de Penhoët.',
    GencodEditeur: null,
    Adresse: adresse('12', 1, 'des Lavandières', '29000', 'Quimper', '298000001', 'jeunesse@penhoet.example.org'),
  },
  {
    PrefixeEditeur: '979109',
    Libelle: 'Atelier du Rhône',
    Note: null,
    GencodEditeur: null,
    Adresse: adresse('4', 3, 'Jean Jaurès', '69007', 'Lyon', '472000000', 'atelier@rhone.example.org'),
  },
  {
    PrefixeEditeur: '978291234',
    Libelle: 'Les Presses du Marais',
    Note: null,
    GencodEditeur: '3059876543217',
    Adresse: adresse('8', 2, 'Beaumarchais', '75003', 'Paris', '142000000', 'presses@marais.example.org'),
  },
];
