import { expect } from 'vitest';
import {
  referencingCorrectionImplementations,
  referencingCorrectionMachine,
} from '../../../machines/referencingCorrection/referencingCorrectionMachine.ts';
import { selectDialog } from '../../../machines/referencingCorrection/selectors.ts';
import type { Publication } from '../../../machines/referencingCorrection/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { SUBMITTED_PUBLICATION } from '../../unit/publications/publicationFixture.ts';
import { BAD_PRICE, NO_SUBJECT, referencement, validatedWith } from '../../unit/publications/referencingFixtures.ts';
import { confirmedCallModel, ReportedSink } from '../confirmedCall/confirmedCallModel.ts';

/** The referencing correction machine's model: two publications the catalogue rejected, one it referenced. */

function rejected(Id: number, Titre: string, messages: Publication['Referencement']['Messages']): Publication {
  return { ...validatedWith(referencement('rejetee', { Messages: messages })), Id, Titre };
}

export const REJETEE_PRIX = rejected(7, SUBMITTED_PUBLICATION.Titre ?? 'Sans titre', [BAD_PRICE, NO_SUBJECT]);
export const REJETEE_SUJET = rejected(8, 'Le Phare des Glénan', [NO_SUBJECT]);
/** Nothing to correct: the catalogue holds it. */
export const REFERENCEE: Publication = { ...validatedWith(referencement('referencee')), Id: 9, Titre: 'La Référencée' };

/** What the server answers Publication_Corriger with: the same publication, a draft, its referencing « À corriger ». */
export function corrigee(publication: Publication): Publication {
  return {
    ...publication,
    IdEtatPublication: 1,
    Referencement: { ...publication.Referencement, Etat: 'aCorriger', Date: '2026-11-29T08:00:00Z' },
  };
}

export const SERVICE_DOWN = new ApiError(
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  503,
);

/** Where the machine's `corrected` effect goes; a UI test points it at the page's own effect. */
export const correctedSink = new ReportedSink<Publication>();

export const resetCorrectedSink = correctedSink.reset;

const { actions } = referencingCorrectionImplementations({
  api: { corriger: () => Promise.reject(new Error('held by the model')) },
  corrected: correctedSink.report,
});

export const referencingCorrectionModel = confirmedCallModel({
  machine: referencingCorrectionMachine,
  id: 'referencingCorrection',
  call: 'corrigerPublication',
  calling: 'correcting',
  // The last is never accepted: the catalogue did not reject it.
  requests: {
    accepted: [{ publication: REJETEE_PRIX }, { publication: REJETEE_SUJET }],
    refused: { publication: REFERENCEE },
  },
  answers: [corrigee(REJETEE_PRIX), corrigee(REJETEE_SUJET)],
  refusal: SERVICE_DOWN,
  implementations: { actions },
  sink: correctedSink,
  held: ({ publication }) => ({
    publication: publication?.Id ?? null,
    etat: publication?.Referencement.Etat ?? null,
  }),
  answered: ({ publication }) => publication,
  dialog: selectDialog,
  // The confirmation opens only for a publication the catalogue rejected.
  expectAsked: ({ publication }) => expect(publication.Referencement.Etat).toBe('rejetee'),
  // Once done, it is a draft again, to correct, still paid.
  expectDone: (publication) => {
    expect(publication.Referencement.Etat).toBe('aCorriger');
    expect(publication.IdEtatPublication).toBe(1);
    expect(publication.Referencement.Paye).toBe(true);
  },
});
