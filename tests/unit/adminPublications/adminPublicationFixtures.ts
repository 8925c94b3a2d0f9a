import { raisonsRefus } from '../../../server/compose/seed/data/referenceLists.ts';
import type { BoPublication } from '../../../src/features/adminPublications/api/getBoPublication.ts';
import type { BoPublicationResume } from '../../../src/features/adminPublications/api/getBoPublicationPage.ts';
import type { ApiHandler } from '../testUtils.tsx';
import { PUBLICATION_LISTS, SUBMITTED_PUBLICATION } from '../publications/publicationFixture.ts';

export const OWNER = { IdPersonne: 42, Login: 'auteur@example.org', Prenom: 'Marie', Nom: 'Le Goff' };

/** A publication awaiting moderation as the back office reads it. */
export const BO_PUBLICATION: BoPublication = { ...SUBMITTED_PUBLICATION, ...OWNER };

/** A line of a back-office list: publication `id`, titled « Livre {id} ». */
export function boResume(id: number, overrides: Partial<BoPublicationResume> = {}): BoPublicationResume {
  return {
    Id: id,
    Ean: '9782365120012',
    Titre: `Livre ${id}`,
    Serie: false,
    TitreVolume: null,
    NumeroVolume: null,
    Auteurs: ['Marie Le Goff'],
    LibelleMarque: 'Éditions de Penhoët',
    IdDisponibilite: 2,
    DateParution: '2024-03-01',
    PrixTTCCentimes: 1850,
    IdEtatPublication: 2,
    VisuelCouverture: null,
    DateCreation: '2026-01-05T10:00:00Z',
    DateMaj: '2026-02-18T10:05:00Z',
    DateSoumission: '2026-02-18T10:05:00Z',
    ...OWNER,
    ...overrides,
  };
}

/** The reference lists of the back office's publication pages, refusal reasons included. */
export const ADMIN_PUBLICATION_LISTS: Record<string, ApiHandler> = {
  ...PUBLICATION_LISTS,
  '/StaticData/Get_RaisonRefus': () => raisonsRefus,
};
