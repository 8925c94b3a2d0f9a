/** What the portal says about itself to search engines and in the browser's tab, page by page. */
export const SITE_DESCRIPTION =
  "Référencez vos livres dans le catalogue de la librairie française et commandez les services du portail des auteurs autoédités et des petites maisons d'édition.";

export const HEAD_TEXTS = {
  rubrique: {
    fallbackTitle: 'Rubrique',
    notFoundTitle: 'Rubrique introuvable',
    description: (libelle: string) => `${libelle} : les services du portail de l'autoédition.`,
  },
  formation: {
    fallbackTitle: 'Formation',
    notFoundTitle: 'Formation introuvable',
    description: 'Une formation du portail de l’autoédition : son programme, son prix et ses sessions.',
  },
  faq: {
    title: 'FAQ',
    description: 'Les réponses aux questions fréquentes sur le référencement des livres et les services du portail.',
  },
  cgu: {
    title: "Conditions générales d'utilisation et de vente",
    description: "Les conditions générales d'utilisation du portail et de vente de ses services.",
  },
  mentionsLegales: {
    title: 'Mentions légales',
    description: "Les mentions légales du portail de l'autoédition : éditeur, hébergeur, données personnelles.",
  },
  politiqueCookie: {
    title: 'Politique relative aux cookies',
    description: 'Les cookies que le portail dépose et ce qu’ils permettent.',
  },
  contact: {
    title: 'Contact',
    description: "Écrivez à l'équipe du portail de l'autoédition : une question, une demande, un problème.",
  },
  accessibilite: {
    title: 'Déclaration d’accessibilité',
    description: 'L’état de conformité du portail au RGAA 4.1, les résultats de ses tests, le contact et les recours.',
  },
  panier: 'Mon panier',
  login: 'Connexion / Inscription',
  compteConfirmation: 'Confirmation du compte',
  payment: 'Paiement',
} as const;
