import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { paysQueryOptions } from '../features/account/api/getPays.ts';
import { registrationFormCode } from '../features/account/registrationFormCode.ts';
import { produitQueryOptions } from '../features/catalogue/api/getProduit.ts';
import { produitsQueryOptions } from '../features/catalogue/api/getProduits.ts';
import { produitsByRubriqueQueryOptions } from '../features/catalogue/api/getProduitsByRubrique.ts';
import { rubriquesQueryOptions } from '../features/catalogue/api/getRubriques.ts';
import { contenuQueryOptions, type ContenuName } from '../features/content/api/getContenuByName.ts';
import { identiteVendeurQueryOptions } from '../features/content/api/getIdentiteVendeur.ts';
import { referenceListQueryOptions, type ReferenceListName } from '../features/publications/api/referenceLists.ts';
import { sujetsContactQueryOptions } from '../features/contact/api/getSujetsContact.ts';
import { LoadingState } from '../components/ui/LoadingState.tsx';
import { parseId } from '../lib/routing/parseId.ts';
import type { SellerBlockKind } from '../../domain/seller/sellerIdentity.ts';
import type { ContentRouteHandle } from './routes/ContentRoute.tsx';
import { RequireAccess } from './guards/RequireAccess.tsx';
import { Layout } from './layout/Layout.tsx';
import { queryClient as browserQueryClient } from './queryClient.ts';
import { RouteError } from './routes/RouteError.tsx';

/** Each page is its own chunk, fetched when the page is first visited. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    // Shown inside the layout while the first page's code arrives.
    HydrateFallback: PageFallback,
  };
}

/** The back office's deliveries: the list and one delivery share a module. */
const livraisons = page(() => import('./routes/AdminLivraisonsRoute.tsx'));

function PageFallback() {
  return <LoadingState minHeight="60vh" />;
}

export interface RoutesOptions {
  /** The cache the loaders fill and the pages read. */
  queryClient: QueryClient;
  /**
   * In the browser, loaders start a page's requests while its chunk downloads and return at once: the page shows
   * its own loading state. On the server, they wait for them, so that the page is rendered with its data.
   */
  awaitData: boolean;
}

/** The application's routes over one query cache: the browser's, or the one of a page rendered by the server. */
export function createRoutes({ queryClient, awaitData }: RoutesOptions): RouteObject[] {
  function prefetch(...pending: Promise<void>[]): Promise<null> | null {
    // prefetchQuery never rejects: a failure is kept in the cache for the page to show.
    const all = Promise.all(pending);
    if (awaitData) return all.then(() => null);
    void all;
    return null;
  }

  function contentRoute(path: string, contenu: ContenuName, title: string, vendeur?: SellerBlockKind): RouteObject {
    const handle: ContentRouteHandle = { contenu, title, ...(vendeur ? { vendeur } : {}) };
    return {
      path,
      handle,
      loader: () =>
        prefetch(
          queryClient.prefetchQuery(contenuQueryOptions(contenu)),
          ...(vendeur ? [queryClient.prefetchQuery(identiteVendeurQueryOptions())] : []),
        ),
      ...page(() => import('./routes/ContentRoute.tsx')),
    };
  }

  /** The reference lists a publication page names its ids with: public, so fetched before the session is known. */
  function prefetchReferenceLists(...names: ReferenceListName[]) {
    return prefetch(...names.map((name) => queryClient.prefetchQuery(referenceListQueryOptions(name))));
  }

  return [
    {
      element: <Layout />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              loader: () =>
                prefetch(
                  queryClient.prefetchQuery(contenuQueryOptions('Accueil')),
                  queryClient.prefetchQuery(rubriquesQueryOptions()),
                  queryClient.prefetchQuery(produitsQueryOptions()),
                ),
              ...page(() => import('./routes/HomeRoute.tsx')),
            },
            {
              path: 'rubrique/:id',
              loader: (args) => {
                const id = idParam(args);
                if (id === null) return null;
                return prefetch(
                  queryClient.prefetchQuery(rubriquesQueryOptions()),
                  queryClient.prefetchQuery(produitsByRubriqueQueryOptions(id)),
                );
              },
              ...page(() => import('./routes/RubriqueRoute.tsx')),
            },
            {
              path: 'formation/:id',
              loader: (args) => {
                const id = idParam(args);
                return id === null ? null : prefetch(queryClient.prefetchQuery(produitQueryOptions(id)));
              },
              ...page(() => import('./routes/FormationRoute.tsx')),
            },
            {
              path: 'faq',
              loader: () => prefetch(queryClient.prefetchQuery(contenuQueryOptions('FAQ'))),
              ...page(() => import('./routes/FaqRoute.tsx')),
            },
            contentRoute('cgu', 'CGU', "Conditions générales d'utilisation et de vente", 'vente'),
            contentRoute('mentionlegales', 'MentionsLegales', 'Mentions légales', 'mentions'),
            contentRoute('politiquecookie', 'PolitiqueCookie', 'Politique relative aux cookies'),
            {
              path: 'contact',
              loader: () => prefetch(queryClient.prefetchQuery(sujetsContactQueryOptions())),
              ...page(() => import('./routes/ContactRoute.tsx')),
            },
            {
              path: 'accessibilite',
              loader: () => prefetch(queryClient.prefetchQuery(identiteVendeurQueryOptions())),
              ...page(() => import('./routes/AccessibilityStatementRoute.tsx')),
            },
            {
              path: 'checkmonitoring_lpe',
              ...page(() => import('./routes/MonitoringRoute.tsx')),
            },
            { path: 'panier', ...page(() => import('../features/basket/components/BasketPage.tsx')) },
            {
              path: 'login',
              // The registration form's code and countries, so that the server renders the page whole; in the
              // browser, both come with the page's own code.
              loader: () =>
                prefetch(
                  queryClient.prefetchQuery(paysQueryOptions()),
                  // A code that does not arrive is the form's to say, where it is shown.
                  registrationFormCode.fetch().then(
                    () => undefined,
                    () => undefined,
                  ),
                ),
              ...page(() => import('./routes/LoginRoute.tsx')),
            },
            { path: 'CompteConfirmation/:code', ...page(() => import('./routes/AccountConfirmationRoute.tsx')) },
            { path: 'auth/callback', ...page(() => import('../features/auth/AuthCallbackRoute.tsx')) },
            {
              // Spec 2 §2, front office. Pages of later features join this group as they arrive.
              element: <RequireAccess access="frontOffice" />,
              children: [
                { path: 'profil', ...page(() => import('./routes/ProfileRoute.tsx')) },
                { path: 'changerMotdePasse', ...page(() => import('./routes/ChangePasswordRoute.tsx')) },
                {
                  path: 'publications',
                  loader: () => prefetchReferenceLists('etatsPublication'),
                  ...page(() => import('./routes/PublicationsRoute.tsx')),
                },
                { path: 'publication/conditions', ...page(() => import('./routes/PublicationConditionsRoute.tsx')) },
                // Both addresses render the same page, so that a create's move to the new id keeps the wizard.
                {
                  path: 'publication/create',
                  loader: () => prefetchReferenceLists('langues'),
                  ...page(() => import('./routes/PublicationWizardRoute.tsx')),
                },
                { path: 'publication/:id/edit/fin', ...page(() => import('./routes/PublicationEndRoute.tsx')) },
                {
                  path: 'publication/:id/edit/:step?',
                  loader: () => prefetchReferenceLists(...PUBLICATION_LISTS),
                  ...page(() => import('./routes/PublicationWizardRoute.tsx')),
                },
                {
                  path: 'publication/:id',
                  loader: () => prefetchReferenceLists(...PUBLICATION_LISTS),
                  ...page(() => import('./routes/PublicationDetailRoute.tsx')),
                },
                { path: 'commandes', ...page(() => import('./routes/CommandesRoute.tsx')) },
                { path: 'commande/:id', ...page(() => import('./routes/CommandeRoute.tsx')) },
                {
                  path: 'commande/:id/article/:idcommandeproduit',
                  ...page(() => import('./routes/ArticleDownloadRoute.tsx')),
                },
                { path: 'facture/:id', ...page(() => import('./routes/InvoiceRoute.tsx')) },
                { path: 'formations', ...page(() => import('./routes/TrainingsRoute.tsx')) },
                // The booked session's follow-up; the public training page is `formation/:id`.
                { path: 'formation/:id/:idcommandeproduit', ...page(() => import('./routes/TrainingRoute.tsx')) },
                { path: 'Abonnements', ...page(() => import('./routes/SubscriptionsRoute.tsx')) },
                { path: 'panier/valider', ...page(() => import('./routes/CheckoutRoute.tsx')) },
                ...PAYMENT_ROUTES,
              ],
            },
            {
              // Spec 2 §2 and §6: the partners' offers open to either role.
              element: <RequireAccess access="eitherRole" />,
              children: [{ path: 'offres/partenaire', ...page(() => import('./routes/PartnerOffersRoute.tsx')) }],
            },
            {
              path: '*',
              ...page(() => import('./routes/NotFoundRoute.tsx')),
            },
          ],
        },
      ],
    },
    {
      // The back office: its own layout, fetched with its first page.
      path: 'admin',
      lazy: async () => ({ Component: (await import('./layout/admin/AdminLayout.tsx')).default }),
      HydrateFallback: PageFallback,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: 'login', ...page(() => import('./routes/AdminLoginRoute.tsx')) },
            { path: 'logout', ...page(() => import('./routes/AdminLogoutRoute.tsx')) },
            {
              // Spec 2 §2: everything else under /admin needs the back-office role.
              element: <RequireAccess access="backOffice" />,
              children: [
                { index: true, ...page(() => import('./routes/AdminHomeRoute.tsx')) },
                { path: 'publications', ...page(() => import('./routes/AdminPublicationsRoute.tsx')) },
                { path: 'publicationsmoderation', ...page(() => import('./routes/AdminModerationListRoute.tsx')) },
                { path: 'publication/:idpersonne/:id', ...page(() => import('./routes/AdminPublicationRoute.tsx')) },
                {
                  path: 'publication/:idpersonne/:id/edit/:step',
                  ...page(() => import('./routes/AdminPublicationEditRoute.tsx')),
                },
                {
                  path: 'publicationmoderation/:idpersonne/:id',
                  ...page(() => import('./routes/AdminPublicationModerationRoute.tsx')),
                },
                { path: 'commandes', ...page(() => import('./routes/AdminCommandesRoute.tsx')) },
                { path: 'facture/:idpersonne/:id', ...page(() => import('./routes/AdminInvoiceRoute.tsx')) },
                { path: 'produits', ...page(() => import('./routes/AdminProductsRoute.tsx')) },
                { path: 'utilisateurs', ...page(() => import('./routes/AdminUsersRoute.tsx')) },
                { path: 'utilisateur/:id', ...page(() => import('./routes/AdminUserRoute.tsx')) },
                { path: 'abonnements', ...page(() => import('./routes/AdminSubscriptionsRoute.tsx')) },
                { path: 'abonnement/:id', ...page(() => import('./routes/AdminSubscriptionRoute.tsx')) },
                { path: 'livraisons', ...livraisons },
                { path: 'livraison/:id', ...livraisons },
                // Editorial content is edited in place, on the public pages.
                { path: 'contenuseditoriaux', element: <Navigate to="/" replace /> },
                { path: '*', ...page(() => import('./routes/AdminNotFoundRoute.tsx')) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

const PUBLICATION_LISTS: ReferenceListName[] = [
  'langues',
  'typesContribution',
  'disponibilites',
  'formats',
  'illustrations',
  'typesOuvrage',
  'sujets',
  'etatsPublication',
];

function idParam({ params }: LoaderFunctionArgs): number | null {
  return parseId(params.id);
}

/** The payment pages of spec 2 §2, one chunk for the five. */
const PAYMENT_ROUTES: RouteObject[] = (
  [
    ['payment/check', 'PaymentCheckRoute'],
    ['payment/success', 'PaymentSuccessRoute'],
    ['payment/pending', 'PaymentPendingRoute'],
    ['payment/failure', 'PaymentFailureRoute'],
    ['payment/processingerror', 'PaymentProcessingErrorRoute'],
  ] as const
).map(([path, name]) => ({
  path,
  lazy: async () => ({ Component: (await import('./routes/PaymentRoutes.tsx'))[name] }),
  HydrateFallback: PageFallback,
}));

/** The browser's routes, over the browser's query cache. */
export const routes: RouteObject[] = createRoutes({ queryClient: browserQueryClient, awaitData: false });

/** The browser's router; `hydrationData` is the server's router state for a page it rendered. */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
