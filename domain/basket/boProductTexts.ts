import { backOfficeListTexts } from '../listTexts.ts';
import { PRICE_TOO_HIGH_MESSAGE } from '../validation/generated/contractTexts.js';
import { TYPE_PRODUIT } from '../referenceIds.ts';

/** What the back office answers about a product. */
export const BO_PRODUCT_NOT_FOUND = "Ce produit n'existe pas.";
/** A product keeps a label. */
export const PRODUCT_LABEL_REQUIRED = 'Le libellé est obligatoire.';

/** What the back office answers about a discount code (Reduction_Update, Reduction_Create). */
export const REDUCTION_MESSAGES = {
  notAReduction: "Ce produit n'est pas un code de réduction.",
  labelRequired: PRODUCT_LABEL_REQUIRED,
  percentRange: 'Un pourcentage de remise est compris entre 1 et 100.',
  amountPositive: 'Le montant de la remise doit être supérieur à 0 €.',
  datesOrder: 'La date de fin ne peut pas précéder la date de début.',
  codeFormat: 'Le code compte de 3 à 30 lettres sans accent, chiffres, tirets ou tirets bas.',
  codeTaken: (code: string) => `Le code de réduction « ${code} » existe déjà.`,
} as const;

/** What each product type is called in the back office (TYPE_PRODUIT). */
export const PRODUCT_TYPE_LABELS: Readonly<Record<number, string>> = {
  [TYPE_PRODUIT.referencement]: 'Référencement',
  [TYPE_PRODUIT.formation]: 'Formation',
  [TYPE_PRODUIT.article]: 'Article',
  [TYPE_PRODUIT.abonnement]: 'Abonnement',
  [TYPE_PRODUIT.reduction]: 'Code de réduction',
};

/** Words of the back office's product screen (/admin/produits). */
export const ADMIN_PRODUCT_TEXTS = {
  ...backOfficeListTexts('Produits', 'produits', { singular: 'produit', plural: 'produits', none: 'Aucun produit' }),
  emptyAll: "Le catalogue n'a encore aucun produit.",
  loadFailed: "Les produits n'ont pas pu être chargés.",
  searchLabel: 'Libellé, rubrique ou code',
  typeLabel: 'Type',
  allTypes: 'Tous les types',
  visibilityLabel: 'Visibilité',
  allVisibilities: 'Visibles et masqués',
  visibleOnly: 'Visibles',
  hiddenOnly: 'Masqués',
  columns: {
    libelle: 'Libellé',
    type: 'Type',
    prix: 'Prix TTC',
    visible: 'Visibilité',
    reduction: 'Code de réduction',
    actions: 'Actions',
  },
  visible: 'Visible',
  hidden: 'Masqué',
  /** A discount is never offered in the catalogue: its code alone reaches it. */
  codeOnly: 'Par son code seulement',
  noCode: '—',
  edit: 'Modifier',
  editRow: (libelle: string) => `Modifier le produit « ${libelle} »`,
  editTitle: 'Modifier le produit',
  newCode: 'Nouveau code de réduction',
  fields: {
    libelle: 'Libellé',
    prix: 'Prix TTC (€)',
    prixHint: 'Les commandes déjà passées gardent leur prix.',
    visible: 'Visible dans le catalogue',
    code: 'Code',
    codeHint: 'Lettres sans accent, chiffres, tiret ou tiret bas ; enregistré en majuscules.',
    kind: 'Nature de la remise',
    percent: 'Pourcentage',
    amount: 'Montant',
    valeurPercent: 'Remise (%)',
    valeurAmount: 'Remise (€)',
    dateDebut: 'Valable du',
    dateFin: "Valable jusqu'au",
    datesHint: 'Sans date de début, le code vaut dès son enregistrement ; sans date de fin, il vaut sans limite.',
  },
  reductionLegend: 'Code de réduction',
  invalidPrice: 'Saisissez un prix en euros, par exemple 12,50.',
  priceTooHigh: PRICE_TOO_HIGH_MESSAGE,
  invalidAmount: 'Saisissez un montant en euros, par exemple 5,00.',
  invalidPercent: 'Saisissez un pourcentage entier, de 1 à 100.',
  cancel: 'Annuler',
  save: 'Enregistrer',
  create: 'Créer le code',
  saving: 'Enregistrement...',
  saved: (libelle: string) => `Le produit « ${libelle} » est enregistré.`,
  created: (code: string) => `Le code de réduction ${code} est créé.`,
  saveFailed: "L'enregistrement a échoué :",
  fixErrors: 'Corrigez les champs signalés.',
  confirmHideTitle: (libelle: string) => `Masquer « ${libelle} » ?`,
  confirmHide:
    'Le produit disparaîtra du catalogue public et ne pourra plus être ajouté à un panier. Les commandes déjà passées ne changent pas.',
  confirmHideAction: 'Masquer le produit',
  confirmPriceTitle: (libelle: string) => `Changer le prix de «\u00a0${libelle}\u00a0»\u00a0?`,
  /** Old and new prices as written (« 49,00 € »); `free` when the new one is 0 €. */
  confirmPrice: (ancien: string, nouveau: string, change: 'free' | 'up' | 'down') =>
    `Le prix passe de ${ancien} à ${nouveau}${
      change === 'free'
        ? '\u00a0: le produit sera gratuit'
        : `, ${change === 'up' ? 'une hausse' : 'une baisse'} de plus de la moitié`
    }. Les commandes déjà passées gardent leur prix.`,
  confirmPriceAction: 'Confirmer',
  keepVisible: 'Ne pas masquer',
  percentValue: (valeur: number) => `${valeur} %`,
  validity: {
    between: (debut: string, fin: string) => `du ${debut} au ${fin}`,
    from: (debut: string) => `à partir du ${debut}`,
    until: (fin: string) => `jusqu'au ${fin}`,
    unlimited: 'sans limite',
  },
  validityStates: { aVenir: 'À venir', valable: 'Valable', expire: 'Expiré' },
} as const;
