import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { messagesContact, produits } from '../../server/platform/db/schema.ts';
import { STORABLE_VALUE_MESSAGES } from '../../domain/validation/keywords/storableValues.ts';
import { toFieldErrors } from '../../domain/validation/fieldErrors.ts';
import { validateContactValues } from '../../domain/validation/generated/validateContactValues.js';
import { validatePublicationEtape2 } from '../../domain/validation/generated/validatePublicationEtape2.js';
import { loadContract } from '../../domain/validation/loadContract.ts';
import { errorHandler } from '../../server/platform/http/errorHandler.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { asAdmin, call, TEST_TOKENS, testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

function reduction(code: string, dateDebut: string | null) {
  return {
    Libelle: `Réduction ${code}`,
    CodeReduction: code,
    Visible: false,
    IdTypeReduction: 1,
    Valeur: 10,
    DateDebut: dateDebut,
    DateFin: null,
    IdProduitCible: null,
  };
}

describe('bad input answers 400 with a French message and writes nothing', () => {
  test('a NUL byte in a text field', async () => {
    const before = await ctx.db.select().from(messagesContact);
    const response = await call(ctx.app, '/Gestion/Gestion_Contact', {
      remoteAddress: '127.0.13.1',
      values: {
        IdSujetContact: 2,
        Nom: 'Du\u0000rand',
        Prenom: 'Alix',
        Email: 'alix.durand@example.org',
        Telephone: '',
        Societe: '',
        Message: 'Bonjour, un message avec un octet nul.',
      },
    });
    expect(response.statusCode).toBe(400);
    // refused by the contract's validation, before the handler runs, on the field at fault
    expect(response.json()).toMatchObject({
      Message: MESSAGES.invalidData,
      Errors: [{ Champ: '/Nom', Message: STORABLE_VALUE_MESSAGES['x-sansOctetNul'] }],
    });
    expect(await ctx.db.select().from(messagesContact)).toHaveLength(before.length);
  });

  test('an integer past the 32-bit range', async () => {
    const before = await ctx.db.select().from(messagesContact);
    const response = await call(ctx.app, '/Gestion/Gestion_Contact', {
      remoteAddress: '127.0.13.2',
      values: {
        IdSujetContact: 2 ** 31,
        Nom: 'Durand',
        Prenom: 'Alix',
        Email: 'alix.durand@example.org',
        Telephone: '',
        Societe: '',
        Message: 'Bonjour, un sujet qui ne tient pas sur 32 bits.',
      },
    });
    expect(response.statusCode).toBe(400);
    // refused by the contract's validation, before the handler runs, on the field at fault
    expect(response.json()).toMatchObject({
      Message: MESSAGES.invalidData,
      Errors: [expect.objectContaining({ Champ: '/IdSujetContact' })],
    });
    expect(await ctx.db.select().from(messagesContact)).toHaveLength(before.length);
  });

  test.each([
    ['0000-01-01', STORABLE_VALUE_MESSAGES['x-dateStockable']],
    ['2026-02-30', expect.any(String)],
  ])('a date outside the calendar: %s', async (date, message) => {
    const code = `NUL${date.replaceAll('-', '')}`;
    const response = await call(ctx.app, '/BO/Produit/Reduction_Create', {
      token: TEST_TOKENS.backOffice,
      values: reduction(code, date),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Message: MESSAGES.invalidData,
      Errors: [{ Champ: '/DateDebut', Message: message }],
    });
    expect(
      await ctx.db
        .select()
        .from(produits)
        .where(eq(produits.libelle, `Réduction ${code}`)),
    ).toHaveLength(0);
  });
});

/** The range of the database's `integer` columns, where every integer of the contract is stored. */
const INTEGER_MINIMUM = -2147483648;
const INTEGER_MAXIMUM = 2147483647;

describe('a multi-write handler', () => {
  test('is not reached by a NUL byte, so nothing of it is written', async () => {
    const before = await ctx.db.select().from(produits);
    const values = { ...reduction('NULLIBELLE', null), Libelle: 'Réduction\u0000 NULLIBELLE' };
    const response = await asAdmin('/BO/Produit/Reduction_Create', values);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Message: MESSAGES.invalidData,
      Errors: [{ Champ: '/Libelle', Message: STORABLE_VALUE_MESSAGES['x-sansOctetNul'] }],
    });
    expect(await ctx.db.select().from(produits)).toHaveLength(before.length);
  });
});

describe('the contract as written', () => {
  test('bounds every integer field within the 32-bit range of the database', () => {
    const unbounded: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${path}/${index}`));
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const type = schema.type;
      if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
        const minimum = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
        const maximum = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
        if (minimum === undefined || minimum < INTEGER_MINIMUM || maximum === undefined || maximum > INTEGER_MAXIMUM)
          unbounded.push(path);
      }
      for (const [key, value] of Object.entries(schema)) visit(value, `${path}/${key}`);
    };
    visit(loadContract(), '');
    expect(unbounded).toEqual([]);
  });
});

describe('the error log', () => {
  test('keeps the kind and code of a database error, never its SQL or parameters', () => {
    const logged: unknown[] = [];
    const driverError = Object.assign(new Error('relation "secret_table" does not exist'), { code: '42P01' });
    const error = Object.assign(
      new Error('Failed query: select * from secret_table where email = $1\nparams: alix@example.org', {
        cause: driverError,
      }),
      { name: 'DrizzleQueryError' },
    ) as FastifyError;
    let sent: unknown;
    const reply = {
      code: () => reply,
      send: (body: unknown) => {
        sent = body;
        return reply;
      },
    } as unknown as FastifyReply;
    const request = { log: { error: (...args: unknown[]) => logged.push(...args) } } as unknown as FastifyRequest;
    errorHandler(error, request, reply);
    expect(sent).toEqual({ Message: MESSAGES.internalError });
    const text = JSON.stringify(logged);
    expect(text).toContain('42P01');
    expect(text).not.toContain('secret_table');
    expect(text).not.toContain('alix@example.org');
  });
});

describe("the browser's validators refuse the same values", () => {
  test('a NUL byte in a nested text field is named on its own line', () => {
    const values = {
      Titre: 'Un titre',
      Serie: false,
      AuteurContribution: [
        { Nom: 'Alix Durand', IdTypeContribution: 1 },
        { Nom: 'Camille\u0000 Martin', IdTypeContribution: 1 },
      ],
    };
    expect(validatePublicationEtape2(values)).toBe(false);
    expect(toFieldErrors(validatePublicationEtape2.errors)).toContainEqual({
      Champ: '/AuteurContribution/1/Nom',
      Message: STORABLE_VALUE_MESSAGES['x-sansOctetNul'],
    });
  });

  test('a NUL byte in the contact form', () => {
    const values = {
      IdSujetContact: 2,
      Nom: 'Durand',
      Prenom: 'Al\u0000ix',
      Email: 'alix.durand@example.org',
      Telephone: '',
      Societe: '',
      Message: 'Bonjour.',
    };
    expect(validateContactValues(values)).toBe(false);
    expect(toFieldErrors(validateContactValues.errors)).toEqual([
      { Champ: '/Prenom', Message: STORABLE_VALUE_MESSAGES['x-sansOctetNul'] },
    ]);
  });
});
