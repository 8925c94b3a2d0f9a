import Fastify, { type RouteOptions } from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import type { OpenApiDocument } from '../../../domain/validation/loadContract.ts';

/** A route of the contract as fastify-openapi-glue builds it, without its handler: method, path and schemas. */
export type ContractRouteShape = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'> & {
  schema: NonNullable<RouteOptions['schema']>;
};

const read = new WeakMap<OpenApiDocument, Promise<ContractRouteShape[]>>();

/**
 * The routes fastify-openapi-glue builds from the contract, read once per document: the glue validates the whole
 * document against OpenAPI's own schema and resolves its references, about a third of a second, which a process that
 * builds several applications on one contract (the API tests, a cluster's worker restarting its server) pays once.
 * The glue registers them on an application of its own here, whose handlers are never called and whose schemas are
 * never compiled; each application then registers the shapes with its handlers.
 */
export function routesOfContract(document: OpenApiDocument): Promise<ContractRouteShape[]> {
  let shapes = read.get(document);
  if (!shapes) {
    shapes = readRoutes(document);
    read.set(document, shapes);
    // A document that fails to read may be read again (after a correction, in a test).
    shapes.catch(() => read.delete(document));
  }
  return shapes;
}

async function readRoutes(document: OpenApiDocument): Promise<ContractRouteShape[]> {
  const reader = Fastify();
  reader.setValidatorCompiler(() => () => true);
  reader.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const shapes: ContractRouteShape[] = [];
  reader.addHook('onRoute', ({ method, url, schema, config }) => {
    if (schema) shapes.push({ method, url, schema, config });
  });
  await reader.register(fastifyOpenapiGlue, {
    specification: document,
    operationResolver: () => async () => undefined,
  });
  await reader.close();
  return shapes;
}
