import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_ROLE_NAMES } from '../../domain/identity/roles.ts';
import { loadContract } from '../../domain/validation/loadContract.ts';
import { registerContractRoutes, type HandlerMap } from '../../server/platform/http/contractRoutes.ts';
import { routesOfContract } from '../../server/platform/http/contractRouteShapes.ts';
import { compileSerializersOnFirstUse } from '../../server/platform/http/lazySerializers.ts';
import { APPLICATION_KEY } from './testApp.ts';

const document = loadContract();
const built: FastifyInstance[] = [];

/** An application serving the contract with `handlers` alone, as buildApp registers it. */
async function contractApp(handlers: HandlerMap): Promise<FastifyInstance> {
  const app = Fastify();
  compileSerializersOnFirstUse(app);
  registerContractRoutes(app, {
    document,
    handlers,
    applicationKey: APPLICATION_KEY,
    authenticate: async () => undefined,
    roles: DEFAULT_ROLE_NAMES,
  });
  await app.ready();
  built.push(app);
  return app;
}

const languages = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/StaticData/Get_Langues',
    payload: { Application_Key: APPLICATION_KEY },
  });

afterEach(async () => {
  await Promise.all(built.splice(0).map((app) => app.close()));
});

describe("the contract's routes", () => {
  test('each application serves every operation, from one reading of the document', async () => {
    const shapes = await routesOfContract(document);
    expect(routesOfContract(document)).toBe(routesOfContract(document));
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item as object));
    expect(shapes).toHaveLength(operations.length);

    const first = await contractApp({});
    const second = await contractApp({});
    for (const app of [first, second]) {
      // Served, and not implemented by these applications; an address outside the contract is not served at all.
      expect((await languages(app)).statusCode).toBe(501);
      const unknown = await app.inject({ method: 'POST', url: '/api/StaticData/Get_Planetes', payload: {} });
      expect(unknown.statusCode).toBe(404);
    }
  });

  test('an answer carries the fields its schema declares and no other, on every application', async () => {
    const handlers: HandlerMap = {
      StaticData_Get_Langues: async () => [{ Id: 20, Libelle: 'Français', MotDePasse: 'jamais envoyé' }],
    };
    for (const app of [await contractApp(handlers), await contractApp(handlers)]) {
      const answer = await languages(app);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual([{ Id: 20, Libelle: 'Français' }]);
    }
  });
});
