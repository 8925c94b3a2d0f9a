import { authorReadOnlyReason } from '../../../../domain/publication/authorReadOnly.ts';
import { validatePublicationStep } from '../../../../domain/publication/publicationSteps.ts';
import { firstInvalidStep, validateSteps } from '../../../../domain/publication/stepValidity.ts';
import { LAST_STEP } from '../../../../domain/publication/wizardSteps.ts';
import { ETAT_PUBLICATION } from '../../../../domain/referenceIds.ts';
import type { Publication } from '../api/getPublication.ts';
import { publicationPath, wizardPath } from './wizardPath.ts';

/**
 * Where the end page (`/publication/{id}/edit/fin`) sends a publication it does not describe, or null to show
 * it. Only a publication whose five steps pass and which awaits moderation ends there: one with a failing step
 * goes to that step, a draft or a refused one to step 5, whose Valider submits it, an answered one to its page.
 */
export function endPageRedirect(publication: Publication): string | null {
  const invalid = firstInvalidStep(validateSteps(publication, validatePublicationStep));
  if (invalid !== null) return wizardPath({ id: publication.Id, step: invalid });
  if (authorReadOnlyReason(publication.IdEtatPublication) === null)
    return wizardPath({ id: publication.Id, step: LAST_STEP });
  if (publication.IdEtatPublication !== ETAT_PUBLICATION.enAttenteDeModeration) return publicationPath(publication.Id);
  return null;
}
