import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { cachedAnswer, cachedEntry } from '../../platform/cache/catalogueCache.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { BACKEND_VERSION } from '../../platform/config/version.ts';
import { byLibelleFr } from './frenchOrder.ts';
import {
  findPays,
  listCodesTransaction,
  listPays,
  listReference,
  listSujets,
  listTypesContribution,
  listVillesByCodePostal,
  pingDatabase,
  type ReferenceListName,
} from './repository.ts';
import { toSubjectTree } from './subjectTree.ts';

type EtatService = components['schemas']['EtatService'];

export const UNKNOWN_COUNTRY_MESSAGE = 'Ce pays est introuvable.';

/** The contract's operationId of each plain reference list. */
const REFERENCE_OPERATIONS: Record<string, ReferenceListName> = {
  StaticData_Get_Disponibilite: 'disponibilites',
  StaticData_Get_EtatCommande: 'etatsCommande',
  StaticData_Get_EtatPublication: 'etatsPublication',
  StaticData_Get_Formats: 'formats',
  StaticData_Get_Illustrations: 'illustrations',
  StaticData_Get_Langues: 'langues',
  StaticData_Get_TypeOuvrage: 'typesOuvrage',
  StaticData_Get_RaisonRefus: 'raisonsRefus',
  StaticData_Get_TypeCompte: 'typesCompte',
  StaticData_Get_SujetContact: 'sujetsContact',
  StaticData_Get_TypeVoie: 'typesVoie',
};

const idPaysOf = (request: FastifyRequest) => valuesOf(request, 'Requete_PaysById').IdPays;
const codePostalOf = (request: FastifyRequest) => valuesOf(request, 'Requete_VilleByCodePostal').CodePostal;

export function staticDataHandlers({ db }: AppDependencies): HandlerMap {
  const referenceHandlers = Object.fromEntries(
    Object.entries(REFERENCE_OPERATIONS).map(([operationId, list]) => [
      operationId,
      cachedAnswer(db, operationId, () => listReference(db, list)),
    ]),
  );
  return {
    ...referenceHandlers,

    StaticData_Monitoring_Check: async (_request, reply: FastifyReply) => {
      const Horodatage = new Date().toISOString();
      try {
        await pingDatabase(db);
        return { Statut: 'OK', Base: true, Horodatage } satisfies EtatService;
      } catch (error) {
        reply.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ Statut: 'KO', Base: false, Horodatage } satisfies EtatService);
      }
    },

    StaticData_BackEnd_Version: async () => BACKEND_VERSION,

    StaticData_Get_TransactionCode: cachedAnswer(db, 'StaticData_Get_TransactionCode', () => listCodesTransaction(db)),

    StaticData_Get_TypeContribution: cachedAnswer(db, 'StaticData_Get_TypeContribution', () =>
      listTypesContribution(db),
    ),

    StaticData_Get_Pays: cachedAnswer(db, 'StaticData_Get_Pays', async () => (await listPays(db)).sort(byLibelleFr)),

    StaticData_Get_PaysById: cachedEntry(db, 'StaticData_Get_PaysById', idPaysOf, findPays, UNKNOWN_COUNTRY_MESSAGE),

    StaticData_Get_SujetOuvrage: cachedAnswer(db, 'StaticData_Get_SujetOuvrage', async () =>
      toSubjectTree(await listSujets(db)),
    ),

    StaticData_Get_VilleByCodePostal: cachedAnswer(
      db,
      'StaticData_Get_VilleByCodePostal',
      async (request) => (await listVillesByCodePostal(db, codePostalOf(request))).sort(byLibelleFr),
      codePostalOf,
    ),
  };
}
