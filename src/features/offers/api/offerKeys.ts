/** The query keys of the partners' offers. */
export const offerKeys = {
  all: () => ['offres-partenaire'] as const,
};
