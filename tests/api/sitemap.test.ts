import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import { produits, rubriques } from '../../server/platform/db/schema.ts';
import { call, testContext, TEST_TOKENS, type TestContext } from './testApp.ts';

let ctx: TestContext;
let restore: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ctx = await testContext();
});

afterEach(async () => {
  await restore?.();
  restore = undefined;
});

/** The part of the sitemaps.org 0.9 schema the portal uses: a urlset of urls, each with its absolute loc. */
const SITEMAP_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" elementFormDefault="qualified">
  <xsd:element name="urlset">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="url" maxOccurs="50000">
          <xsd:complexType>
            <xsd:sequence><xsd:element name="loc" type="xsd:anyURI" /></xsd:sequence>
          </xsd:complexType>
        </xsd:element>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>`;

async function sitemapLocations(): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  const validation = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: response.body }],
    schema: [{ fileName: 'sitemap.xsd', contents: SITEMAP_XSD }],
  });
  expect(validation.errors.map((error) => error.rawMessage)).toEqual([]);
  return [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

describe('/sitemap.xml', () => {
  test('lists the indexed pages, every shown rubrique and every training on sale, as absolute URLs', async () => {
    const origin = ctx.config.publicUrl;
    const locations = await sitemapLocations();
    const rubriqueIds = (
      await ctx.db.select({ id: rubriques.id }).from(rubriques).where(eq(rubriques.visible, true))
    ).map((row) => row.id);
    // The seed's trainings are all on sale, in a shown rubrique.
    const formationIds = (
      await ctx.db
        .select({ id: produits.id })
        .from(produits)
        .where(and(eq(produits.idTypeProduit, TYPE_PRODUIT.formation), eq(produits.visible, true)))
    ).map((row) => row.id);
    expect(rubriqueIds.length).toBeGreaterThan(1);
    expect(formationIds.length).toBeGreaterThan(1);

    expect(locations.toSorted()).toEqual(
      [
        ...['/', '/faq', '/cgu', '/mentionlegales', '/politiquecookie', '/contact', '/accessibilite'],
        ...rubriqueIds.map((id) => `/rubrique/${id}`),
        ...formationIds.map((id) => `/formation/${id}`),
      ]
        .map((path) => `${origin}${path}`)
        .toSorted(),
    );
  });

  test('leaves out hidden rubriques and the products that are not trainings', async () => {
    const locations = await sitemapLocations();
    const hidden = await ctx.db.select({ id: rubriques.id }).from(rubriques).where(eq(rubriques.visible, false));
    expect(hidden.length).toBeGreaterThan(0);
    for (const { id } of hidden) expect(locations).not.toContain(`${ctx.config.publicUrl}/rubrique/${id}`);
    const others = await ctx.db
      .select({ id: produits.id })
      .from(produits)
      .where(eq(produits.idTypeProduit, TYPE_PRODUIT.article));
    expect(others.length).toBeGreaterThan(0);
    for (const { id } of others) expect(locations).not.toContain(`${ctx.config.publicUrl}/formation/${id}`);
  });

  test('a training staff hide leaves it at once, and comes back when shown again', async () => {
    const [formation] = await ctx.db
      .select()
      .from(produits)
      .where(and(eq(produits.idTypeProduit, TYPE_PRODUIT.formation), eq(produits.visible, true)))
      .limit(1);
    if (!formation) throw new Error('the seed has trainings on sale');
    const url = `${ctx.config.publicUrl}/formation/${formation.id}`;
    const save = (Visible: boolean) =>
      call(ctx.app, '/BO/Produit/Produit_Update', {
        token: TEST_TOKENS.backOffice,
        values: { Id: formation.id, Libelle: formation.libelle, PrixTTCCentimes: formation.prixTtcCentimes, Visible },
      });
    expect(await sitemapLocations()).toContain(url);

    restore = async () => {
      await ctx.db.update(produits).set({ visible: true }).where(eq(produits.id, formation.id));
    };
    expect((await save(false)).statusCode).toBe(200);
    expect(await sitemapLocations()).not.toContain(url);

    expect((await save(true)).statusCode).toBe(200);
    expect(await sitemapLocations()).toContain(url);
  });
});

describe('/robots.txt', () => {
  test('allows the public site and its noindex pages, keeps crawlers out of the private parts and points to the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/api', '/oidc', '/profil', '/commandes'])
      expect(lines).toContain(`Disallow: ${path}`);
    // The not-indexed public pages are crawled so that their noindex is read.
    for (const path of ['/', '/rubrique/', '/formation/', '/faq', '/cgu', '/contact', '/panier', '/login', '/payment/'])
      expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ctx.config.publicUrl}/sitemap.xml`);
  });
});
