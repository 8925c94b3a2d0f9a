import type { OpenApiDocument } from '../../../domain/validation/loadContract.ts';

/** One operation of the contract, as the routes need it. */
export interface ContractOperation {
  operationId: string;
  /** The path as the contract writes it, without the `/api` prefix. */
  path: string;
  /** True when the operation declares the bearer scheme (identity needed). */
  requiresBearer: boolean;
  /**
   * The roles named in its bearer requirements (`- bearer: [frontoffice]`), any of which is enough;
   * empty when the requirement names none and the path decides.
   */
  roles: string[];
  /** False for an operation a third party calls without the application key (`x-cleApplication: false`). */
  requiresApplicationKey: boolean;
  /** The body is `application/x-www-form-urlencoded` rather than JSON. */
  formUrlEncoded: boolean;
  /** The contract's body is `multipart/form-data` (a file upload). */
  takesFiles: boolean;
  /** The request body's JSON Schema as written in the contract (JSON or form), references unresolved. */
  bodySchema: unknown;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);
const REQUEST_BODY_REF_PREFIX = '#/components/requestBodies/';

interface RequestBodyObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

function resolveRequestBody(
  document: OpenApiDocument,
  body: RequestBodyObject | undefined,
): RequestBodyObject | undefined {
  if (body?.$ref?.startsWith(REQUEST_BODY_REF_PREFIX)) {
    const bodies = document.components.requestBodies as Record<string, RequestBodyObject> | undefined;
    return bodies?.[body.$ref.slice(REQUEST_BODY_REF_PREFIX.length)];
  }
  return body;
}

/** Every operation of the document, keyed by operationId. */
export function indexOperations(document: OpenApiDocument): Map<string, ContractOperation> {
  const operations = new Map<string, ContractOperation>();
  const globalSecurity = (document.security as unknown[] | undefined) ?? [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || typeof operation !== 'object' || operation === null) continue;
      const op = operation as {
        operationId?: string;
        security?: unknown[];
        requestBody?: RequestBodyObject;
        'x-cleApplication'?: boolean;
      };
      if (!op.operationId) throw new Error(`Opération sans operationId : ${method.toUpperCase()} ${path}`);
      const security = (op.security ?? globalSecurity) as Record<string, unknown>[];
      const body = resolveRequestBody(document, op.requestBody);
      const form = body?.content?.['application/x-www-form-urlencoded'];
      const bearerRoles = security.flatMap((requirement) => ('bearer' in requirement ? [requirement.bearer] : []));
      operations.set(op.operationId, {
        operationId: op.operationId,
        path,
        requiresBearer: bearerRoles.length > 0,
        roles: [...new Set(bearerRoles.flatMap((roles) => (Array.isArray(roles) ? roles.map(String) : [])))],
        requiresApplicationKey: op['x-cleApplication'] !== false,
        formUrlEncoded: form !== undefined,
        takesFiles: body?.content?.['multipart/form-data'] !== undefined,
        bodySchema: (body?.content?.['application/json'] ?? form)?.schema,
      });
    }
  }
  return operations;
}
