import type {
  FastifyContextConfig,
  FastifyInstance,
  RouteHandlerMethod,
  RouteOptions,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  preValidationAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../domain/validation/createAjv.ts';
import { toBundleReferencing, toContractSchemaBundle } from '../../../domain/validation/contractSchemas.ts';
import type { OpenApiDocument } from '../../../domain/validation/loadContract.ts';
import { requireRole } from './authenticate.ts';
import {
  BACK_OFFICE_PATH_PREFIX,
  isRoleKind,
  roleName,
  type RoleKind,
  type RoleNames,
} from '../../../domain/identity/roles.ts';
import { requireApplicationKey } from './applicationKey.ts';
import { registerFormBodyParser } from './formBody.ts';
import { indexOperations, type ContractOperation } from './contractOperations.ts';
import { HttpError, MESSAGES } from './httpError.ts';
import { readUploadBody } from './uploadBody.ts';
import { routesOfContract } from './contractRouteShapes.ts';

export const API_PREFIX = '/api';

/** A callback, not an async hook: it runs on every call. */
const refuseMultipart: onRequestHookHandler = (request, _reply, done) => {
  if (request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true) {
    done(new HttpError(415, MESSAGES.unsupportedMediaType));
    return;
  }
  done();
};

/** A handler of the contract, with the route options it needs beyond the contract (a rate limit, say). */
export interface OperationRoute {
  handler: RouteHandlerMethod;
  config?: FastifyContextConfig;
}

export type HandlerMap = Readonly<Record<string, RouteHandlerMethod | OperationRoute>>;

export interface ContractRoutesOptions {
  document: OpenApiDocument;
  handlers: HandlerMap;
  applicationKey: string;
  /** The bearer check that resolves the caller (see requireBearer). */
  authenticate: preValidationAsyncHookHandler;
  /** The role names the provider issues. */
  roles: RoleNames;
}

/** The answer of every operation the contract describes and this back end does not serve yet. */
export const notImplemented: RouteHandlerMethod = async () => {
  throw new HttpError(501, MESSAGES.notImplemented);
};

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The kinds of account an operation accepts: `/BO/` calls are the back office's whatever the contract
 * says; other authenticated calls take the roles their bearer requirement names, the front office's
 * when it names none.
 */
function acceptedKinds(operation: ContractOperation): RoleKind[] {
  if (operation.path.startsWith(BACK_OFFICE_PATH_PREFIX)) return ['backoffice'];
  if (operation.roles.length === 0) return ['frontoffice'];
  return operation.roles.map((role) => {
    if (!isRoleKind(role)) throw new Error(`Rôle inconnu dans le contrat pour ${operation.operationId} : ${role}`);
    return role;
  });
}

function bearerHooks(operation: ContractOperation, options: ContractRoutesOptions): preValidationAsyncHookHandler[] {
  if (!operation.requiresBearer && !operation.path.startsWith(BACK_OFFICE_PATH_PREFIX)) return [];
  return [options.authenticate, requireRole(acceptedKinds(operation).map((kind) => roleName(kind, options.roles)))];
}

function accessHooks(
  operation: ContractOperation,
  options: ContractRoutesOptions,
): (preValidationHookHandler | preValidationAsyncHookHandler)[] {
  const hooks = operation.requiresApplicationKey ? [requireApplicationKey(options.applicationKey)] : [];
  return [...hooks, ...bearerHooks(operation, options)];
}

/** A check of the headers alone, run before the body is read. */
function onHeaders(hook: preValidationAsyncHookHandler): onRequestAsyncHookHandler {
  return async function (this: FastifyInstance, request, reply) {
    await hook.call(this, request, reply);
  };
}

/**
 * An upload's hooks: the bearer token and role are checked on the headers before anything is read, then the body is
 * read part by part, the application key first, so an unknown caller's files are never read.
 */
function uploadHooks(operation: ContractOperation, options: ContractRoutesOptions, route: RouteOptions): void {
  route.onRequest = [...bearerHooks(operation, options).map(onHeaders), ...asArray(route.onRequest)];
  const key = operation.requiresApplicationKey ? options.applicationKey : undefined;
  const keyCheck = key === undefined ? [] : [requireApplicationKey(key)];
  route.preValidation = [readUploadBody(key), ...keyCheck, ...asArray(route.preValidation)];
}

/**
 * A validator compiled when its route first receives a body, not when the server starts: compiling those of
 * every operation of the contract up front delays the first answer by about half a second. Fastify reads the
 * errors from the function it was given, so they are copied onto it.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): FastifyValidate {
  let compiled: ValidateFunction | undefined;
  const validate: FastifyValidate = (data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

type FastifyValidate = ((data: unknown) => boolean) & { errors?: ValidateFunction['errors'] };

const validatorsByDocument = new WeakMap<OpenApiDocument, (schema: unknown) => ValidateFunction>();

/**
 * The validators of one contract: one Ajv over its schema bundle, and each schema compiled once, whichever
 * application of the process asks for it (the API tests build many on one contract). A validator keeps no state
 * between two calls but its errors, which `compiledOnFirstUse` reads at once.
 */
function validatorsOf(document: OpenApiDocument): (schema: unknown) => ValidateFunction {
  const known = validatorsByDocument.get(document);
  if (known) return known;
  const ajv = createAjv();
  ajv.addSchema(toContractSchemaBundle(document.components.schemas));
  const compiled = new Map<string, ValidateFunction>();
  const compile = (schema: unknown) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema as object);
      compiled.set(key, validate);
    }
    return validate;
  };
  validatorsByDocument.set(document, compile);
  return compile;
}

/**
 * Registers one POST route per operation of the contract under `/api`, as fastify-openapi-glue reads them.
 *
 * Bodies are validated by the shared Ajv over the contract's schema bundle (the one the browser's
 * validators are generated from), not by the glue's dereferenced copies: the French `errorMessage`s
 * apply exactly as in the browser, and recursive schemas compile once. Access checks (application
 * key, then bearer token, then role) run before validation; an operation without a handler answers 501
 * before its body is looked at, since nothing would be done with it.
 */
export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): void {
  const { document, handlers } = options;
  const operations = indexOperations(document);
  for (const operationId of Object.keys(handlers)) {
    if (!operations.has(operationId)) throw new Error(`Le contrat ne décrit pas l'opération ${operationId}.`);
  }

  const compile = validatorsOf(document);
  app.setValidatorCompiler(({ schema }) => compiledOnFirstUse(() => compile(schema)));

  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const operation = operationId ? operations.get(operationId) : undefined;
    if (!operation || !route.schema) return;
    if (operation.takesFiles) uploadHooks(operation, options, route);
    else route.preValidation = [...accessHooks(operation, options), ...asArray(route.preValidation)];
    route.config = { ...route.config, formUrlEncoded: operation.formUrlEncoded };
    // A multipart body is refused before anything reads it on the routes that take no file.
    if (!operation.takesFiles) route.onRequest = [refuseMultipart, ...asArray(route.onRequest)];
    // An upload (multipart, read by `uploadHooks`) has no JSON schema to validate: its handler checks its parts.
    if (route.handler === notImplemented || operation.bodySchema === undefined) delete route.schema.body;
    else route.schema.body = toBundleReferencing(operation.bodySchema);
  });

  // The contract's routes get their own scope: its form parser serves them only.
  app.register(async (scope) => {
    registerFormBodyParser(scope);
    for (const route of await routesOfContract(document)) {
      const operationId = (route.schema as { operationId?: string }).operationId ?? '';
      const entry = handlers[operationId] ?? notImplemented;
      scope.route({
        ...route,
        url: `${API_PREFIX}${route.url}`,
        // The shape is shared by every application built on this document: each route gets its own top level,
        // which the `onRoute` hook above rewrites.
        schema: { ...route.schema },
        ...(typeof entry === 'function' ? { handler: entry } : entry),
      });
    }
  });
}
