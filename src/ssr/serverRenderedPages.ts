/**
 * The indexed public pages the server renders (spec 2 §2), by route pattern, each with the source module of its page:
 * the server links that module's chunk and styles so that the browser fetches them with the HTML. Every other
 * route is left to the browser.
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
  // An address that leads nowhere: the same page the browser would show, with its 404.
  '/*': 'src/app/routes/NotFoundRoute.tsx',
};

/**
 * Pages the browser renders whose code the server links all the same (modulepreload), by route pattern: their
 * first paint would otherwise wait for the entry's code, then for the page's chunk it asks for.
 */
export const BROWSER_RENDERED_PAGES: Readonly<Record<string, string>> = {
  '/panier': 'src/features/basket/components/BasketPage.tsx',
};
