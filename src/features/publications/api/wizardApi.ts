import type {
  PublicationEtape5Fichiers,
  PublicationSaisie,
  WizardApi,
  WizardImages,
} from '../../../../machines/wizard/types.ts';
import { post, type ValuesOf } from '../../../lib/api/client.ts';
import { getFicheLibraire } from './getFicheLibraire.ts';
import { getPublication } from './getPublication.ts';
import { getVerification } from './getVerification.ts';
import { submitPublication } from './submitPublication.ts';
import { uploadPublicationFiles } from './uploadPublicationFiles.ts';

/**
 * The author's wizard calls (spec 1 §7): Publication_Get, _Create, _Update, _UpdateLibre, Publication_FileUpload,
 * then the review (Publication_Verifier and Publication_FicheLibraire, together) and Publication_Submit.
 */
export const wizardApi: WizardApi = {
  get: (id, signal) => getPublication(id, { signal }),
  // A create carries what step 1 validated; the generated request type is the schema's intersection.
  create: (publication, signal) =>
    post('/Publication/Publication_Create', publication as ValuesOf<'/Publication/Publication_Create'>, { signal }),
  update: (publication, signal) => post('/Publication/Publication_Update', withId(publication), { signal }),
  updateLibre: (publication, signal) => post('/Publication/Publication_UpdateLibre', withId(publication), { signal }),
  uploadImages: (id: number, images: WizardImages, signal: AbortSignal): Promise<PublicationEtape5Fichiers> =>
    uploadPublicationFiles(id, images, signal),
  submit: (publication, signal) => submitPublication(publication.Id, { signal }),
  review: async (id, signal) => {
    const [verification, fiche] = await Promise.all([
      getVerification(id, { signal }),
      getFicheLibraire(id, { signal }),
    ]);
    return { verification, fiche };
  },
};

function withId(publication: PublicationSaisie): PublicationSaisie & { Id: number } {
  const id = publication.Id;
  if (typeof id !== 'number') throw new Error('An update needs the id of a saved publication');
  return { ...publication, Id: id };
}
