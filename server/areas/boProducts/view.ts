import { typeReductionOf } from '../../../domain/basket/reduction.ts';
import { articleFileName } from '../../../domain/order/articleDownloads.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { BoProductRow, ReductionRow } from './repository.ts';

type Schemas = components['schemas'];

function toReductionBO(reduction: ReductionRow): Schemas['ReductionBO'] {
  return {
    CodeReduction: reduction.codeReduction,
    IdTypeReduction: typeReductionOf(reduction.idTypeReduction),
    Valeur: reduction.valeur,
    DateDebut: reduction.dateDebut,
    DateFin: reduction.dateFin,
    IdProduitCible: reduction.idProduitCible,
  };
}

export function toProduitBO({ produit, rubrique, reduction }: BoProductRow): Schemas['ProduitBO'] {
  return {
    Id: produit.id,
    IdTypeProduit: produit.idTypeProduit,
    IdRubrique: produit.idRubrique,
    Rubrique: rubrique,
    Libelle: produit.libelle,
    PrixTTCCentimes: produit.prixTtcCentimes,
    PrixHTCentimes: Math.round(produit.prixTtcCentimes / (1 + produit.tauxTva / 100)),
    TauxTva: produit.tauxTva,
    Rang: produit.rang,
    Visible: produit.visible,
    Reduction: reduction ? toReductionBO(reduction) : null,
    Fichier:
      produit.fichier !== null && produit.fichierOctets !== null
        ? { Nom: articleFileName(produit.libelle), Octets: produit.fichierOctets }
        : null,
  };
}
