/**
 * The pages that follow what a customer bought, spelt as spec 2 §2 lists them: orders, invoices, booked trainings,
 * subscriptions and the partners' offers.
 */
export const FOLLOW_UP_PATHS = {
  commandes: '/commandes',
  commande: (id: number) => `/commande/${id}`,
  /** The page that downloads a bought article's PDF (signing in first when needed). */
  article: (idCommande: number, idCommandeProduit: number) => `/commande/${idCommande}/article/${idCommandeProduit}`,
  invoice: (id: number) => `/facture/${id}`,
  trainings: '/formations',
  training: (idProduit: number, idCommandeProduit: number) => `/formation/${idProduit}/${idCommandeProduit}`,
  subscriptions: '/Abonnements',
  partnerOffers: '/offres/partenaire',
} as const;
