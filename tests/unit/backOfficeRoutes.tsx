import type { RouteObject } from 'react-router-dom';
import AdminInvoiceRoute from '../../src/app/routes/AdminInvoiceRoute.tsx';
import AdminCommandesRoute from '../../src/app/routes/AdminCommandesRoute.tsx';
import AdminSubscriptionRoute from '../../src/app/routes/AdminSubscriptionRoute.tsx';
import AdminSubscriptionsRoute from '../../src/app/routes/AdminSubscriptionsRoute.tsx';
import AdminUserRoute from '../../src/app/routes/AdminUserRoute.tsx';
import AdminUsersRoute from '../../src/app/routes/AdminUsersRoute.tsx';
import AdminLivraisonsRoute from '../../src/app/routes/AdminLivraisonsRoute.tsx';
import { renderRoutes } from './testUtils.tsx';

/** The back office's lists of accounts, orders, subscriptions and deliveries, and the pages their rows open. */
const BACK_OFFICE_ROUTES: RouteObject[] = [
  { path: '/admin/utilisateurs', element: <AdminUsersRoute /> },
  { path: '/admin/utilisateur/:id', element: <AdminUserRoute /> },
  { path: '/admin/commandes', element: <AdminCommandesRoute /> },
  { path: '/admin/facture/:idpersonne/:id', element: <AdminInvoiceRoute /> },
  { path: '/admin/abonnements', element: <AdminSubscriptionsRoute /> },
  { path: '/admin/abonnement/:id', element: <AdminSubscriptionRoute /> },
  { path: '/admin/livraisons', element: <AdminLivraisonsRoute /> },
  { path: '/admin/livraison/:id', element: <AdminLivraisonsRoute /> },
];

/** Renders the back-office page at `path` (one of BACK_OFFICE_ROUTES), with a router the test can follow. */
export function renderBackOffice(path: string) {
  return renderRoutes(BACK_OFFICE_ROUTES, { path });
}
