import { clearVolumeOutsideSeries } from '../../../domain/publication/series.ts';
import { validatePublicationStep } from '../../../domain/publication/publicationSteps.ts';
import { stepsWithData } from '../../../domain/publication/stepValidity.ts';
import type { FieldError } from '../../../domain/validation/fieldErrors.ts';
import { normalizeEan } from '../../../domain/ean.ts';
import { NO_MODERATION } from './moderationHistory.ts';
import { toPublication, type PublicationFields, type PublicationRecord, type PublicationSaisie } from './mapping.ts';

/** What the contract's step schemas refuse of the publication, for each step whose data is present. */
export function refusedFields(publication: PublicationFields): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const step of stepsWithData(publication)) {
    for (const error of validatePublicationStep(step, publication).errors) {
      if (seen.has(error.Champ)) continue;
      seen.add(error.Champ);
      errors.push(error);
    }
  }
  return errors;
}

/** What the publication would be once the entry is saved (read-only fields keep their stored values). */
export function merged(stored: PublicationFields, values: PublicationSaisie): PublicationFields {
  const entry = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const next: PublicationFields = {
    ...stored,
    ...entry,
    Id: stored.Id,
    IdEtatPublication: stored.IdEtatPublication,
    LibelleMarque: stored.LibelleMarque,
    VisuelCouverture: stored.VisuelCouverture,
    QuatriemeCouverture: stored.QuatriemeCouverture,
    Moderation: stored.Moderation,
    HistoriqueModeration: stored.HistoriqueModeration,
    DateCreation: stored.DateCreation,
    DateMaj: stored.DateMaj,
  };
  return clearVolumeOutsideSeries(next);
}

/**
 * What a save of `values` over the stored publication refuses: every step's rules (Update), or, for a draft
 * (UpdateLibre), a new EAN's alone, since the EAN identifies the publication.
 */
export function refusedOnSave(stored: PublicationRecord, values: PublicationSaisie, judgeSteps: boolean) {
  const eanChanged = values.Ean !== undefined && normalizeEan(values.Ean) !== stored.ean;
  if (!judgeSteps && !eanChanged) return [];
  // The steps' rules read the publication's fields only: its moderation does not matter here.
  const next = merged(toPublication(stored, NO_MODERATION), values);
  return judgeSteps ? refusedFields(next) : validatePublicationStep(1, next).errors;
}
