import type { components } from '../../openapi/generated/schema.d.ts';
import { accountIdOf } from '../basket/repository.ts';
import type { HandlerMap } from '../http/contractRoutes.ts';
import type { AppDependencies } from '../http/dependencies.ts';
import { identityOf } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';
import { listPublicationsOf, type PublicationRecord } from './repository.ts';

type PublicationResume = components['schemas']['PublicationResume'];

function toResume(publication: PublicationRecord): PublicationResume {
  return {
    Id: publication.id,
    Ean: publication.ean,
    Titre: publication.titre,
    Serie: false,
    TitreVolume: null,
    NumeroVolume: null,
    Auteurs: [],
    LibelleMarque: null,
    IdDisponibilite: publication.idDisponibilite,
    DateParution: null,
    PrixTTCCentimes: null,
    IdEtatPublication: publication.idEtatPublication,
    VisuelCouverture: null,
    DateCreation: publication.dateCreation.toISOString(),
    DateMaj: publication.dateMaj.toISOString(),
  };
}

export function publicationHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Publication_Publication_GetAll: async (request) => {
      const idCompte = await accountIdOf(db, normalizeLogin(identityOf(request).login));
      if (idCompte === undefined) return [];
      return (await listPublicationsOf(db, idCompte)).map(toResume);
    },
  };
}
