/**
 * Words of the « Fiche libraire »: a publication as a bookseller reads it in the catalogue. The server writes the
 * fiche's composed lines (publisher, distributor, dimensions, subject) and what is missing; the author's pages
 * write the rest.
 */

const NBSP = '\u00a0';
const NUMBER = new Intl.NumberFormat('fr-FR');

/** « 1 250 » with no-break spaces, so that a number never breaks across two lines. */
function frenchNumber(value: number): string {
  return NUMBER.format(value).replace(/\u202f/g, NBSP);
}

/** What the catalogue requires beyond what the ONIX mapping refuses a record for (its intake rejects without them). */
export const FICHE_CATALOGUE_REQUIREMENTS = {
  couverture: 'Le visuel de couverture manque.',
  resume: 'Le résumé manque.',
  sujet: 'Le sujet manque.',
} as const;

/** The fiche's composed lines, as the server writes them into FicheLibraire. */
export const FICHE_LINES = {
  /** « Tome 2 » of a series. */
  collection: (serie: string, numero: string | null) => (numero === null ? serie : `${serie}, tome ${numero}`),
  editeur: (nom: string, gln: string | null) => (gln === null ? nom : `${nom} (GLN ${gln})`),
  distributeur: (gln: string) => `Distributeur exclusif (GLN ${gln})`,
  editeurDistributeur: (nom: string) => `${nom}, qui distribue lui-même`,
  /** « Romans contemporains — Thema FBA (Littérature moderne et contemporaine : générale et littéraire) ». */
  sujet: (libelle: string | null, thema: { code: string; heading: string | null } | null) => {
    const themaText =
      thema === null ? null : `Thema ${thema.code}${thema.heading === null ? '' : ` (${thema.heading})`}`;
    return [libelle, themaText].filter((part) => part !== null).join(' — ') || null;
  },
  /** « CLIL 3442 (Romans) ». */
  clil: (clil: { Code: string; Libelle: string } | null) =>
    clil === null ? null : `CLIL ${clil.Code} (${clil.Libelle})`,
  /**
   * « 215 × 135 × 22 mm, 420 g » when the three sizes are known; otherwise each known one named
   * (« hauteur 215 mm, 420 g »).
   */
  dimensions: (sizes: {
    hauteur: number | null;
    largeur: number | null;
    epaisseur: number | null;
    poids: number | null;
  }) => {
    const { hauteur, largeur, epaisseur, poids } = sizes;
    const parts: string[] = [];
    if (hauteur !== null && largeur !== null && epaisseur !== null) {
      parts.push(`${[hauteur, largeur, epaisseur].map(frenchNumber).join(' × ')}${NBSP}mm`);
    } else {
      const named: [string, number | null][] = [
        ['hauteur', hauteur],
        ['largeur', largeur],
        ['épaisseur', epaisseur],
      ];
      for (const [name, value] of named) if (value !== null) parts.push(`${name} ${frenchNumber(value)}${NBSP}mm`);
    }
    if (poids !== null) parts.push(`${frenchNumber(poids)}${NBSP}g`);
    return parts.length === 0 ? null : parts.join(', ');
  },
} as const;

/** What the author's pages show of the fiche. */
export const FICHE_LIBRAIRE_TEXTS = {
  title: 'Fiche libraire',
  cardLabel: (titre: string) => `Fiche libraire${NBSP}: ${titre}`,
  intro: 'Votre publication telle qu’un libraire la verra dans le catalogue.',
  loading: 'Chargement de la fiche libraire…',
  failed: 'La fiche libraire n’a pas pu être chargée.',
  noContributor: 'Aucun contributeur',
  missingTitle: 'Ce qui manque pour le catalogue',
  complete: 'Rien ne manque : le catalogue peut recevoir cette fiche.',
  pages: (count: number) => `${frenchNumber(count)}${NBSP}${count === 1 ? 'page' : 'pages'}`,
  labels: {
    Ean: 'EAN',
    Collection: 'Série',
    Contributeurs: 'Contributeurs',
    Marque: 'Marque',
    Editeur: 'Éditeur',
    Distributeur: 'Distribution',
    PrixTTC: 'Prix TTC',
    Disponibilite: 'Disponibilité',
    DateParution: 'Parution',
    Format: 'Format',
    Dimensions: 'Dimensions',
    NombrePages: 'Pages',
    Sujet: 'Sujet',
    Clil: 'Classement CLIL',
    Resume: 'Résumé',
  },
} as const;
