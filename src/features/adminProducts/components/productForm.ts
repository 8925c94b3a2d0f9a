import { ADMIN_PRODUCT_TEXTS as T, PRODUCT_LABEL_REQUIRED } from '../../../../domain/basket/boProductTexts.ts';
import {
  creationErrors,
  normalisedCode,
  validiteErrors,
  type ReductionErrors,
} from '../../../../domain/basket/reductionRules.ts';
import { eurosInput, parseEuros, PRIX_MAX_CENTIMES as PRIX_MAX } from '../../../../domain/euroInput.ts';
import { TYPE_REDUCTION } from '../../../../domain/referenceIds.ts';
import type { BoReductionCreateValues } from '../api/createBoReduction.ts';
import type { BoProduit, BoReduction } from '../api/getBoProduitPage.ts';
import type { BoProduitSave } from '../api/saveBoProduit.ts';

/** A discount's fields as typed: the value in euros or percent, the dates as ISO or ''. */
export interface ReductionDraft {
  IdTypeReduction: number;
  valeur: string;
  DateDebut: string;
  DateFin: string;
}

export interface ProductDraft {
  Libelle: string;
  prix: string;
  Visible: boolean;
  reduction: ReductionDraft | null;
}

export interface CreationDraft extends ReductionDraft {
  Libelle: string;
  CodeReduction: string;
}

export type DraftField = 'Libelle' | 'prix' | 'valeur' | 'DateFin' | 'CodeReduction';
export type DraftErrors = Partial<Record<DraftField, string>>;

export function reductionDraftOf(reduction: BoReduction): ReductionDraft {
  return {
    IdTypeReduction: reduction.IdTypeReduction,
    valeur:
      reduction.IdTypeReduction === TYPE_REDUCTION.pourcentage
        ? String(reduction.Valeur)
        : eurosInput(reduction.Valeur),
    DateDebut: reduction.DateDebut ?? '',
    DateFin: reduction.DateFin ?? '',
  };
}

export function productDraftOf(produit: BoProduit): ProductDraft {
  return {
    Libelle: produit.Libelle,
    prix: eurosInput(produit.PrixTTCCentimes),
    Visible: produit.Visible,
    reduction: produit.Reduction ? reductionDraftOf(produit.Reduction) : null,
  };
}

export const EMPTY_CREATION: CreationDraft = {
  Libelle: '',
  CodeReduction: '',
  IdTypeReduction: TYPE_REDUCTION.pourcentage,
  valeur: '',
  DateDebut: '',
  DateFin: '',
};

/** A typed discount value in its stored unit (percent or cents), or null when it cannot be read. */
function valeurOf(draft: ReductionDraft): number | null {
  if (draft.IdTypeReduction === TYPE_REDUCTION.pourcentage)
    return /^\s*\d{1,3}\s*$/.test(draft.valeur) ? Number(draft.valeur) : null;
  return parseEuros(draft.valeur);
}

function validiteOf(draft: ReductionDraft, valeur: number) {
  return {
    IdTypeReduction: draft.IdTypeReduction === TYPE_REDUCTION.prix ? TYPE_REDUCTION.prix : TYPE_REDUCTION.pourcentage,
    Valeur: valeur,
    DateDebut: draft.DateDebut === '' ? null : draft.DateDebut,
    DateFin: draft.DateFin === '' ? null : draft.DateFin,
  } as const;
}

function fromRules(errors: ReductionErrors): DraftErrors {
  return {
    ...(errors.Libelle && { Libelle: errors.Libelle }),
    ...(errors.CodeReduction && { CodeReduction: errors.CodeReduction }),
    ...(errors.Valeur && { valeur: errors.Valeur }),
    ...(errors.DateFin && { DateFin: errors.DateFin }),
  };
}

function reductionErrors(draft: ReductionDraft): DraftErrors {
  const valeur = valeurOf(draft);
  if (valeur === null) {
    const valeurError = draft.IdTypeReduction === TYPE_REDUCTION.pourcentage ? T.invalidPercent : T.invalidAmount;
    return { valeur: valeurError, ...fromRules(validiteErrors(validiteOf(draft, 1))) };
  }
  return fromRules(validiteErrors(validiteOf(draft, valeur)));
}

/** What is wrong with an edited product, in French, by field. */
export function productErrors(draft: ProductDraft): DraftErrors {
  const errors: DraftErrors = draft.reduction ? reductionErrors(draft.reduction) : {};
  if (draft.Libelle.trim() === '') errors.Libelle = PRODUCT_LABEL_REQUIRED;
  if (!draft.reduction) {
    const prix = parseEuros(draft.prix);
    if (prix === null) errors.prix = T.invalidPrice;
    else if (prix > PRIX_MAX) errors.prix = T.priceTooHigh;
  }
  return errors;
}

export function creationDraftErrors(draft: CreationDraft): DraftErrors {
  const valeur = valeurOf(draft);
  const rules = fromRules(creationErrors({ ...draft, ...validiteOf(draft, valeur ?? 1) }));
  return valeur === null ? { ...rules, ...reductionErrors(draft) } : rules;
}

/** The calls a valid draft needs: only what changed is sent. */
export function saveOf(produit: BoProduit, draft: ProductDraft): BoProduitSave {
  const prix = draft.reduction ? produit.PrixTTCCentimes : (parseEuros(draft.prix) ?? produit.PrixTTCCentimes);
  const libelle = draft.Libelle.trim();
  const produitChanged =
    libelle !== produit.Libelle || prix !== produit.PrixTTCCentimes || draft.Visible !== produit.Visible;
  let reduction: BoProduitSave['reduction'] = null;
  if (draft.reduction && produit.Reduction) {
    const next = validiteOf(draft.reduction, valeurOf(draft.reduction) ?? produit.Reduction.Valeur);
    const current = produit.Reduction;
    const changed =
      next.IdTypeReduction !== current.IdTypeReduction ||
      next.Valeur !== current.Valeur ||
      next.DateDebut !== current.DateDebut ||
      next.DateFin !== current.DateFin;
    if (changed) reduction = { Id: produit.Id, ...next };
  }
  return {
    produit: produitChanged
      ? { Id: produit.Id, Libelle: libelle, PrixTTCCentimes: prix, Visible: draft.Visible }
      : null,
    reduction,
  };
}

export function creationOf(draft: CreationDraft): BoReductionCreateValues {
  return {
    Libelle: draft.Libelle.trim(),
    CodeReduction: normalisedCode(draft.CodeReduction),
    // A discount is never offered in the catalogue: its code alone reaches it.
    Visible: false,
    ...validiteOf(draft, valeurOf(draft) ?? 0),
  };
}
