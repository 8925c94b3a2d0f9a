import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { APPLICATION_KEY, TEST_TOKENS } from '../testApp.ts';
import { multipart } from '../multipart.ts';
import { badBody } from './badBodies.ts';
import type { FuzzOperation, Schema } from './operations.ts';

export const ROLES = {
  anonyme: undefined,
  auteur: TEST_TOKENS.frontOffice,
  'back-office': TEST_TOKENS.backOffice,
  'jeton bidon': 'pas-un-jeton\u0000',
} as const;
export type Role = keyof typeof ROLES;

/** How the body travels: as the contract says, or in a form the route does not take. */
type Transport = 'contract' | 'wrong key' | 'multipart' | 'json' | 'not json';

export interface FuzzCase {
  role: Role;
  transport: Transport;
  body: unknown;
}

export function fuzzCase(operation: FuzzOperation, resolve: (s: Schema) => Schema): fc.Arbitrary<FuzzCase> {
  // the role the call asks for comes more often, so that most bodies get past the token check
  const expected: Role = operation.path.startsWith('/BO/') ? 'back-office' : 'auteur';
  return fc.record({
    role: fc.oneof(
      { arbitrary: fc.constant(expected), weight: 4 },
      { arbitrary: fc.constantFrom(...(Object.keys(ROLES) as Role[])), weight: 2 },
    ),
    transport: fc.constantFrom<Transport>(
      'contract',
      'contract',
      'contract',
      'wrong key',
      'multipart',
      'json',
      'not json',
    ),
    body: badBody(operation.schema, resolve),
  });
}

function asFormFields(body: unknown): { name: string; value: string }[] {
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : { champ: body };
  return Object.entries(record).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  }));
}

function withKey(body: unknown, key: string): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body, Application_Key: key } : body;
}

export interface Sent {
  response: LightMyRequestResponse;
  payload: string | Buffer;
}

export async function send(app: FastifyInstance, operation: FuzzOperation, c: FuzzCase): Promise<Sent> {
  const token = ROLES[c.role];
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const isMultipart = operation.mediaType === 'multipart/form-data';
  const body = c.transport === 'wrong key' ? withKey(c.body, 'mauvaise-cle') : withKey(c.body, APPLICATION_KEY);
  const asMultipart = c.transport === 'multipart' || (c.transport !== 'json' && isMultipart);
  let payload: string | Buffer;
  if (c.transport === 'not json') {
    payload = `{"Application_Key":"${APPLICATION_KEY}","Values":{`;
    headers['content-type'] = 'application/json';
  } else if (asMultipart) {
    const form = multipart(asFormFields(body));
    payload = form.payload;
    headers['content-type'] = form.contentType;
  } else if (operation.mediaType === 'application/x-www-form-urlencoded' && c.transport === 'contract') {
    payload = new URLSearchParams(asFormFields(body).map((f) => [f.name, f.value])).toString();
    headers['content-type'] = operation.mediaType;
  } else {
    payload = JSON.stringify(body) ?? 'null';
    headers['content-type'] = 'application/json';
  }
  const response = await app.inject({ method: 'POST', url: `/api${operation.path}`, payload, headers });
  return { response, payload };
}

/** Words of English error texts (Fastify, Ajv, plugins) that a French message never holds. */
const ENGLISH =
  /\b(the|is|must|should|cannot|unexpected|invalid|error|body|request|required|expected|property|allowed|failed|not found|too many)\b/i;

/** Why an answer breaks the rules (no 5xx; a refusal is a JSON `{Message}` in French), or undefined. */
export function faultOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `statut ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  let answer: unknown;
  try {
    answer = response.json();
  } catch {
    return 'réponse qui n’est pas du JSON';
  }
  const message = (answer as { Message?: unknown } | null)?.Message;
  if (typeof message !== 'string' || message.trim() === '') return 'pas de Message';
  const texts = [
    message,
    ...((answer as { Errors?: { Message?: string }[] }).Errors ?? []).map((e) => e.Message ?? ''),
  ];
  const english = texts.find((text) => ENGLISH.test(text));
  return english ? `message en anglais : ${english}` : undefined;
}

function shorten(payload: string | Buffer): string {
  const text = payload.toString().replace(/(.)\1{79,}/gs, (run, char: string) => `${char}…(${run.length} fois)`);
  return JSON.stringify(text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text);
}

/** A failure that says everything needed to replay it. */
export function describeFailure(operation: FuzzOperation, c: FuzzCase, sent: Sent, fault: string): string {
  const { response, payload } = sent;
  return [
    `${operation.operationId} (POST /api${operation.path}, ${operation.mediaType}) : ${fault}`,
    `rôle : ${c.role}, envoi : ${c.transport}`,
    `corps envoyé : ${shorten(payload)}`,
    `réponse ${response.statusCode} : ${response.body.slice(0, 2_000)}`,
  ].join('\n');
}

/** Sends one case and throws a readable error if the answer breaks the rules or the server stops answering. */
export async function checkCase(app: FastifyInstance, operation: FuzzOperation, c: FuzzCase): Promise<void> {
  const sent = await send(app, operation, c);
  const fault = faultOf(sent.response);
  if (fault) throw new Error(describeFailure(operation, c, sent, fault));
  const alive = await app.inject({
    method: 'POST',
    url: '/api/StaticData/BackEnd_Version',
    payload: { Application_Key: APPLICATION_KEY },
  });
  if (alive.statusCode !== 200) {
    throw new Error(describeFailure(operation, c, sent, `le serveur ne répond plus ensuite (${alive.statusCode})`));
  }
}
