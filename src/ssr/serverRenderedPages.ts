/**
 * The public pages the server renders, by route pattern, each with the source module of its page, whose chunk the
 * page's boot script fetches: the indexed ones (spec 2 §2), the basket, which is not indexed but is where every
 * order starts, and the sign-in page, the first page of every new author. Every other route is left to the browser.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/HomeRoute.tsx',
  '/rubrique/:id': 'src/app/routes/RubriqueRoute.tsx',
  '/formation/:id': 'src/app/routes/FormationRoute.tsx',
  '/faq': 'src/app/routes/FaqRoute.tsx',
  '/cgu': 'src/app/routes/ContentRoute.tsx',
  '/mentionlegales': 'src/app/routes/ContentRoute.tsx',
  '/politiquecookie': 'src/app/routes/ContentRoute.tsx',
  '/contact': 'src/app/routes/ContactRoute.tsx',
  '/accessibilite': 'src/app/routes/AccessibilityStatementRoute.tsx',
  '/panier': 'src/features/basket/components/BasketPage.tsx',
  '/login': 'src/app/routes/LoginRoute.tsx',
  // An address that leads nowhere: the same page the browser would show, with its 404.
  '/*': 'src/app/routes/NotFoundRoute.tsx',
};
