/** Addresses of the back office's publication screens (spec 2 §2). */
export const ADMIN_PUBLICATION_PATHS = {
  home: '/admin',
  list: '/admin/publications',
  moderationList: '/admin/publicationsmoderation',
  detail: (idPersonne: number, id: number) => `/admin/publication/${idPersonne}/${id}`,
  moderation: (idPersonne: number, id: number) => `/admin/publicationmoderation/${idPersonne}/${id}`,
  edit: (idPersonne: number, id: number) => `/admin/publication/${idPersonne}/${id}/edit/1`,
  editStep: (idPersonne: number, id: number, step: number) => `/admin/publication/${idPersonne}/${id}/edit/${step}`,
} as const;
