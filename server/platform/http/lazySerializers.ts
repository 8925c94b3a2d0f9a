import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';

type Serialize = (data: unknown) => string;

/**
 * Response serializers compiled when their route first answers with that status, rather than all of them when the
 * server starts: the contract's 131 operations declare some six hundred responses with a schema, and a process answers with
 * few of them for a long while (each test's server, above all). Fastify's own compiler (fast-json-stringify) does the
 * compiling, so an answer reads exactly as it would have.
 */
export function compileSerializersOnFirstUse(app: FastifyInstance): void {
  const compile = SerializerSelector()();
  app.setSerializerCompiler((route) => {
    let serialize: Serialize | undefined;
    return (data: unknown) => {
      // Fastify names the status of every response schema it compiles a serializer for.
      serialize ??= compile({ ...route, httpStatus: route.httpStatus ?? 'default' }) as Serialize;
      return serialize(data);
    };
  });
}
