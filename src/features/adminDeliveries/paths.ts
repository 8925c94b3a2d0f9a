/** Addresses of the back office's delivery screens. */
export const ADMIN_DELIVERY_PATHS = {
  list: '/admin/livraisons',
  detail: (id: number) => `/admin/livraison/${id}`,
  /** A delivered product's publication in the back office (the publications' own screen). */
  publication: (idPersonne: number, idPublication: number) => `/admin/publication/${idPersonne}/${idPublication}`,
} as const;
