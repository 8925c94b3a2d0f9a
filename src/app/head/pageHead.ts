import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { produitQueryOptions } from '../../features/catalogue/api/getProduit.ts';
import { produitsByRubriqueQueryOptions } from '../../features/catalogue/api/getProduitsByRubrique.ts';
import { rubriquesQueryOptions } from '../../features/catalogue/api/getRubriques.ts';
import { introOf, isFormation } from '../../features/catalogue/utils/catalogue.ts';
import { contenuQueryOptions, type ContenuName } from '../../features/content/api/getContenuByName.ts';
import { contenuTitle } from '../../features/content/utils/contentElements.ts';
import { ApiError } from '../../lib/api/apiError.ts';
import type { Contenu, Produit, Rubrique } from '../../lib/api/types.ts';
import { parseId } from '../../lib/routing/parseId.ts';
import { HEAD_TEXTS, SITE_DESCRIPTION } from './headTexts.ts';
import { documentTitle } from './pageTitle.ts';
import { plainText, shortened } from './plainText.ts';

/** What a page tells the browser's tab and search engines. */
export interface PageHead {
  /** The whole `<title>`, site name included. */
  title: string;
  description: string;
  /** The path search engines should index this page under; null for pages they must not index. */
  canonicalPath: string | null;
  noindex: boolean;
}

type Params = Record<string, string | undefined>;
type HeadOf = (params: Params, queryClient: QueryClient) => PageHead;

function indexed(pageTitle: string | null, description: string, canonicalPath: string): PageHead {
  return { title: documentTitle(pageTitle), description, canonicalPath, noindex: false };
}

function notIndexed(pageTitle: string | null): PageHead {
  return { title: documentTitle(pageTitle), description: SITE_DESCRIPTION, canonicalPath: null, noindex: true };
}

function cached<T>(queryClient: QueryClient, queryKey: QueryKey): T | undefined {
  return queryClient.getQueryData<T>(queryKey);
}

function failedAsNotFound(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const error = queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && error.isNotFound;
}

function rubriqueHead({ id: raw }: Params, queryClient: QueryClient): PageHead {
  const id = parseId(raw);
  const rubriques = cached<Rubrique[]>(queryClient, rubriquesQueryOptions().queryKey);
  const rubrique = id === null ? undefined : rubriques?.find((r) => r.Id === id && r.Visible);
  if (
    id === null ||
    (rubriques && !rubrique) ||
    failedAsNotFound(queryClient, produitsByRubriqueQueryOptions(id).queryKey)
  )
    return notIndexed(HEAD_TEXTS.rubrique.notFoundTitle);
  const path = `/rubrique/${id}`;
  if (!rubrique) return indexed(HEAD_TEXTS.rubrique.fallbackTitle, SITE_DESCRIPTION, path);
  const intro = introOf(rubrique);
  const description = intro ? plainText(intro) : HEAD_TEXTS.rubrique.description(rubrique.Libelle);
  return indexed(rubrique.Libelle, description || HEAD_TEXTS.rubrique.description(rubrique.Libelle), path);
}

function formationHead({ id: raw }: Params, queryClient: QueryClient): PageHead {
  const id = parseId(raw);
  if (id === null) return notIndexed(HEAD_TEXTS.formation.notFoundTitle);
  const { queryKey } = produitQueryOptions(id);
  const produit = cached<Produit>(queryClient, queryKey);
  if (failedAsNotFound(queryClient, queryKey) || (produit && !isFormation(produit)))
    return notIndexed(HEAD_TEXTS.formation.notFoundTitle);
  const path = `/formation/${id}`;
  if (!produit) return indexed(HEAD_TEXTS.formation.fallbackTitle, HEAD_TEXTS.formation.description, path);
  const summary = shortened(produit.Description ?? '');
  return indexed(produit.Libelle, summary || HEAD_TEXTS.formation.description, path);
}

/** An editorial page: its title is the content's own when it has arrived. */
function contentHead(name: ContenuName, texts: { title: string; description: string }, path: string): HeadOf {
  return (_params, queryClient) => {
    const contenu = cached<Contenu>(queryClient, contenuQueryOptions(name).queryKey);
    return indexed(contenu ? contenuTitle(contenu, texts.title) : texts.title, texts.description, path);
  };
}

function fixed(head: PageHead): HeadOf {
  return () => head;
}

/**
 * Route patterns, most specific first. The indexed public pages of spec 2 §2 get a title, a description and a
 * canonical path; every other route (the not-indexed public pages, the private and back-office pages) is noindex.
 */
const HEADS: [pattern: string, headOf: HeadOf][] = [
  ['/', fixed(indexed(null, SITE_DESCRIPTION, '/'))],
  ['/rubrique/:id', rubriqueHead],
  ['/formation/:id', formationHead],
  // The FAQ's tab keeps its short name whatever its content's heading.
  ['/faq', fixed(indexed(HEAD_TEXTS.faq.title, HEAD_TEXTS.faq.description, '/faq'))],
  ['/cgu', contentHead('CGU', HEAD_TEXTS.cgu, '/cgu')],
  ['/mentionlegales', contentHead('MentionsLegales', HEAD_TEXTS.mentionsLegales, '/mentionlegales')],
  ['/politiquecookie', contentHead('PolitiqueCookie', HEAD_TEXTS.politiqueCookie, '/politiquecookie')],
  ['/contact', fixed(indexed(HEAD_TEXTS.contact.title, HEAD_TEXTS.contact.description, '/contact'))],
  [
    '/accessibilite',
    fixed(indexed(HEAD_TEXTS.accessibilite.title, HEAD_TEXTS.accessibilite.description, '/accessibilite')),
  ],
  ['/panier', fixed(notIndexed(HEAD_TEXTS.panier))],
  ['/login', fixed(notIndexed(HEAD_TEXTS.login))],
  ['/CompteConfirmation/:code', fixed(notIndexed(HEAD_TEXTS.compteConfirmation))],
  ['/payment/failure', fixed(notIndexed(HEAD_TEXTS.payment))],
  ['/payment/check', fixed(notIndexed(HEAD_TEXTS.payment))],
  // The other outcomes of a payment: not in the sitemap, yet the specification does not keep them out of indexes.
  ['/payment/*', fixed({ ...notIndexed(HEAD_TEXTS.payment), noindex: false })],
];

/** The head of the page at `pathname`, its dynamic parts read from what the route's loader put in the cache. */
export function pageHeadFor(pathname: string, queryClient: QueryClient): PageHead {
  for (const [pattern, headOf] of HEADS) {
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
    if (match) return headOf(match.params, queryClient);
  }
  return notIndexed(null);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The page's head as HTML for the server's response; `origin` is PUBLIC_URL, without a trailing slash. */
export function renderHeadTags(head: PageHead, origin: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.canonicalPath !== null)
    tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl(head.canonicalPath, origin))}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}

export function canonicalUrl(canonicalPath: string, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${canonicalPath}`;
}
