/** Addresses of the back office's account screens (spec 2 §2). */
export const ADMIN_ACCOUNT_PATHS = {
  list: '/admin/utilisateurs',
  detail: (id: number) => `/admin/utilisateur/${id}`,
} as const;
