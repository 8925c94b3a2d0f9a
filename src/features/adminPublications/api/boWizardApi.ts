import type { PublicationSaisie, WizardApi } from '../../../../machines/wizard/types.ts';
import { post } from '../../../lib/api/client.ts';
import { sendPublicationFiles } from '../../publications/public.ts';
import type { BoPublication } from './getBoPublication.ts';

/** A step of the back office's wizard reached a call it never makes: a new publication belongs to its author. */
export const BO_WIZARD_CREATE_ERROR =
  'The back office edits an existing publication of an account; it never creates one';

/** The publication as the wizard holds it: the owner's fields belong to the page, not to what is saved. */
function withoutOwner({ IdPersonne, Login, Prenom, Nom, ...publication }: BoPublication): PublicationSaisie {
  return publication;
}

function savedId(publication: PublicationSaisie): number {
  if (typeof publication.Id !== 'number') throw new Error('An update needs the id of a saved publication');
  return publication.Id;
}

type BoSaveCall = '/BO/Publication/Publication_Update' | '/BO/Publication/Publication_UpdateLibre';

/**
 * The wizard's calls on the publication of the account `idPersonne`, through the back office's calls (spec 1 §7).
 * A move back saves a draft or a refused publication without the steps' rules blocking (BO UpdateLibre), as the
 * author's wizard does; one awaiting moderation or validated is judged by them (the wizard machine asks for
 * Update then). Valider reviews and submits nothing. `onSaved` hears each saved publication, as the back office reads it.
 */
export function boWizardApi(idPersonne: number, onSaved: (saved: BoPublication) => void): WizardApi {
  const saveThrough =
    (path: BoSaveCall): WizardApi['update'] =>
    async (publication, signal) => {
      const saved = await post(path, { ...publication, Id: savedId(publication), IdPersonne: idPersonne }, { signal });
      onSaved(saved);
      return withoutOwner(saved);
    };
  return {
    get: async (id, signal) =>
      withoutOwner(await post('/BO/Publication/Publication_Get', { Id: id, IdPersonne: idPersonne }, { signal })),
    create: () => Promise.reject(new Error(BO_WIZARD_CREATE_ERROR)),
    update: saveThrough('/BO/Publication/Publication_Update'),
    updateLibre: saveThrough('/BO/Publication/Publication_UpdateLibre'),
    uploadImages: (id, images, signal) =>
      sendPublicationFiles(
        '/BO/Publication/Publication_FileUpload',
        { IdPersonne: idPersonne, IdPublication: id },
        images,
        signal,
      ),
    submit: async (publication) => publication,
    // Staff save what they change; the review before a submission is the author's.
    review: async () => null,
  };
}
