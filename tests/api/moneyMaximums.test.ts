import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { PRIX_MAX_CENTIMES } from '../../domain/euroInput.ts';
import { loadContract } from '../../domain/validation/loadContract.ts';
import { ean, publicationsHarness, type Author, type PublicationsHarness } from './publicationsHarness.ts';

/** Every amount of money in the contract has a ceiling, and the server refuses a price above it in French. */

type Publication = components['schemas']['Publication'];
type Schema = { type?: string | string[]; maximum?: number; properties?: Record<string, Schema> } & Record<
  string,
  unknown
>;

/** Names the contract gives to amounts of money: prices, amounts, totals in cents, a price in euros. */
const MONEY_FIELD = /Centimes$|^PrixTTC$/;
const TOO_HIGH = 'Le prix ne peut pas dépasser 100 000,00 €.';

/** Every property of every schema of the contract, nested ones included, with where it is. */
function properties(node: unknown, path: string, found: [string, Schema][] = []): [string, Schema][] {
  if (!node || typeof node !== 'object') return found;
  const schema = node as Schema;
  for (const [name, property] of Object.entries(schema.properties ?? {})) found.push([`${path}.${name}`, property]);
  for (const [key, child] of Object.entries(schema)) properties(child, `${path}/${key}`, found);
  return found;
}

describe('le contrat', () => {
  test('chaque champ monétaire a un maximum', () => {
    const money = properties(loadContract().components.schemas, '').filter(([path]) =>
      MONEY_FIELD.test(path.slice(path.lastIndexOf('.') + 1)),
    );
    expect(money.length).toBeGreaterThan(30);
    const withoutMaximum = money.filter(
      ([, schema]) => schema.type !== undefined && typeof schema.maximum !== 'number',
    );
    expect(withoutMaximum.map(([path]) => path)).toEqual([]);
  });

  test("les prix saisis s'arrêtent au même plafond, écrit une fois", () => {
    const schemas = loadContract().components.schemas as Record<string, Schema>;
    for (const name of ['PublicationSaisie', 'PublicationEtape4'])
      expect(schemas[name]?.properties?.PrixTTC?.maximum, name).toBe(PRIX_MAX_CENTIMES / 100);
  });
});

describe('le serveur', () => {
  let h: PublicationsHarness;
  let alice: Author;
  beforeAll(async () => {
    h = await publicationsHarness();
    alice = await h.author('alice-plafond');
  });
  afterAll(async () => {
    await h.dispose();
  });

  test('refuse un prix de publication au-delà du plafond avec un message en français, accepte le plafond', async () => {
    const created = await h.send(alice, '/Publication/Publication_Create', {
      Ean: ean('978236512190'),
      IdsLangues: [20],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { Id } = created.json() as Publication;

    for (const path of ['/Publication/Publication_UpdateLibre', '/Publication/Publication_Update']) {
      const refused = await h.send(alice, path, { ...(created.json() as Publication), PrixTTC: 100_000.01 });
      expect(refused.statusCode, path).toBe(400);
      const body = refused.json() as { Message: string; Errors: { Champ: string; Message: string }[] };
      expect(body.Errors, path).toContainEqual({ Champ: '/PrixTTC', Message: TOO_HIGH });
    }
    const huge = await h.send(alice, '/Publication/Publication_UpdateLibre', { Id, PrixTTC: 1e12 });
    expect(huge.statusCode).toBe(400);
    expect((huge.json() as { Errors: unknown[] }).Errors).toContainEqual({ Champ: '/PrixTTC', Message: TOO_HIGH });

    const atCeiling = await h.send(alice, '/Publication/Publication_UpdateLibre', { Id, PrixTTC: 100_000 });
    expect(atCeiling.statusCode, atCeiling.body).toBe(200);
    expect((atCeiling.json() as Publication).PrixTTC).toBe(100_000);
  });
});
