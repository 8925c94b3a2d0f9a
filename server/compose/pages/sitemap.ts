import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import type { Database } from '../../platform/db/database.ts';
import { produits, rubriques } from '../../platform/db/schema.ts';
import { API_PREFIX } from '../../platform/http/contractRoutes.ts';

/** The public pages search engines index (spec 2 §2), besides each rubrique's and each training's. */
const INDEXED_PATHS = ['/', '/faq', '/cgu', '/mentionlegales', '/politiquecookie', '/contact', '/accessibilite'];

/**
 * What crawlers leave alone: the back office, the API, the identity provider and the pages of a signed-in customer.
 * The not-indexed public pages (basket, sign-in, confirmation, payment outcomes) stay open to crawlers on purpose:
 * they are linked from every page, and only a crawler that reads them sees their `noindex`, which keeps them out of
 * indexes. `*` is understood by the major crawlers (a booked session's page).
 */
const DISALLOWED_PATHS = [
  '/admin',
  API_PREFIX,
  '/oidc',
  '/auth/',
  '/profil',
  '/changerMotdePasse',
  '/publications',
  '/publication/',
  '/commandes',
  '/commande/',
  '/facture/',
  '/formations',
  '/formation/*/',
  '/Abonnements',
  '/offres/',
];

async function visibleRubriqueIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: rubriques.id })
    .from(rubriques)
    .where(eq(rubriques.visible, true))
    .orderBy(asc(rubriques.rang), asc(rubriques.id));
  return rows.map((row) => row.id);
}

/** The trainings on sale: visible, in a visible rubrique (what `Produit_Get` shows as a training). */
async function publishedFormationIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: produits.id })
    .from(produits)
    .innerJoin(rubriques, eq(rubriques.id, produits.idRubrique))
    .where(
      and(eq(produits.visible, true), eq(rubriques.visible, true), eq(produits.idTypeProduit, TYPE_PRODUIT.formation)),
    )
    .orderBy(asc(rubriques.rang), asc(produits.rang), asc(produits.id));
  return rows.map((row) => row.id);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export async function sitemapXml(db: Database, publicUrl: string): Promise<string> {
  const [rubriqueIds, formationIds] = await Promise.all([visibleRubriqueIds(db), publishedFormationIds(db)]);
  const paths = [
    ...INDEXED_PATHS,
    ...rubriqueIds.map((id) => `/rubrique/${id}`),
    ...formationIds.map((id) => `/formation/${id}`),
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `/sitemap.xml` from the database at each request, so that what staff hide leaves it at once; `/robots.txt`. */
export function registerSitemap(app: FastifyInstance, { db, publicUrl }: { db: Database; publicUrl: string }): void {
  const origin = publicUrl.replace(/\/+$/, '');
  const robots = robotsTxt(origin);
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await sitemapXml(db, origin)),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots),
  );
}
