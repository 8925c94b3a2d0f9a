/** Addresses of the back office's subscription screens (spec 2 §2). */
export const ADMIN_SUBSCRIPTION_PATHS = {
  list: '/admin/abonnements',
  detail: (id: number) => `/admin/abonnement/${id}`,
} as const;
