/**
 * The Thema codes the subject mapping (`subjectCodes.ts`) may send, each as EDItEUR's own Thema browser or list
 * shows it. Copied by hand from EDItEUR's public pages (ns.editeur.org/thema, Thema 1.2 to 1.4, and the Thema 1.4.2
 * English list at www.editeur.org/files/Thema/1.4/Thema_1.4_en/Thema_v1.4.2_en.html); Thema © EDItEUR.
 *
 * `heading` is the category heading as the cited page prints it, in that page's language (the language is the
 * path segment after /thema/); `seenAs` says how the page shows the code:
 * - `row`: the code's own row in the hierarchy;
 * - `mention`: named in one of EDItEUR's usage notes or "see also" references, with the words quoted;
 * - `parent`: not printed itself, but the parent of codes the page names (a Thema code's parent is the code less
 *   its last character), so it exists; its heading was not seen.
 * A code that none of these show is not listed here, and the mapping must not send it.
 */
export interface ThemaReferenceEntry {
  heading: string | null;
  source: string;
  seenAs: 'row' | 'mention' | 'parent';
  /** For a `parent`: the codes the page names under it, with their words. */
  children?: string;
}

const BROWSER = 'https://ns.editeur.org/thema/';
const LIST_1_4_2 = 'https://www.editeur.org/files/Thema/1.4/Thema_1.4_en/Thema_v1.4.2_en.html';

export const THEMA_REFERENCE: Readonly<Record<string, ThemaReferenceEntry>> = {
  // Fiction
  FB: { heading: 'Fiction: general & literary', source: `${BROWSER}en/F`, seenAs: 'row' },
  FBA: { heading: 'Modern and contemporary fiction', source: `${BROWSER}ru/FB`, seenAs: 'row' },
  FF: { heading: 'Crime and mystery fiction', source: `${BROWSER}en/FF`, seenAs: 'row' },
  FH: { heading: 'Thriller / suspense fiction', source: `${BROWSER}en/F`, seenAs: 'row' },
  FHD: { heading: 'Spionromaner', source: `${BROWSER}sv/FH`, seenAs: 'row' },
  FK: { heading: 'Horror & supernatural fiction', source: `${BROWSER}en/FK`, seenAs: 'row' },
  FL: { heading: 'Science fiction', source: `${BROWSER}en/F`, seenAs: 'row' },
  FM: { heading: 'Fantasy', source: `${BROWSER}en/FM`, seenAs: 'row' },
  FR: { heading: 'Romance', source: `${BROWSER}en/F`, seenAs: 'row' },
  FRD: { heading: 'Samtida romance', source: `${BROWSER}sv/FR`, seenAs: 'row' },
  FRH: { heading: 'Historisk romance', source: `${BROWSER}sv/FR`, seenAs: 'row' },
  FV: { heading: 'Historical fiction', source: `${BROWSER}en/F`, seenAs: 'row' },
  FYB: { heading: 'Kortverhalen', source: `${BROWSER}nl/FY`, seenAs: 'row' },
  // Poetry and plays
  DC: { heading: 'Poetry', source: `${BROWSER}en/DCR`, seenAs: 'row' },
  DCF: { heading: '各詩人による詩', source: `${BROWSER}ja/DC`, seenAs: 'row' },
  DCQ: { heading: '詩選集(様々な詩人による)', source: `${BROWSER}ja/DC`, seenAs: 'row' },
  DD: { heading: 'Plays, playscripts', source: `${BROWSER}en/DD`, seenAs: 'row' },
  // Society, history, philosophy, psychology, education
  JB: { heading: 'Society & culture: general', source: `${BROWSER}en/JBS`, seenAs: 'row' },
  JH: {
    heading: '“JH* codes for sociology textbooks & other specialist works”',
    source: `${BROWSER}en/JBS`,
    seenAs: 'mention',
  },
  JM: { heading: null, source: `${BROWSER}en/VXP`, seenAs: 'parent', children: 'JMX Parapsychological studies' },
  JNM: { heading: 'Higher education, tertiary education', source: `${BROWSER}en/JN`, seenAs: 'row' },
  NH: { heading: 'Historie', source: `${BROWSER}nn/NH`, seenAs: 'row' },
  NHD: { heading: 'Europeisk historie', source: `${BROWSER}nn/NH`, seenAs: 'row' },
  NHW: { heading: 'Militærhistorie', source: `${BROWSER}nn/NHW`, seenAs: 'row' },
  QD: { heading: '“QD* for Philosophy”', source: `${BROWSER}en/DBSG`, seenAs: 'mention' },
  QR: {
    heading: null,
    source: `${BROWSER}en/DBSG`,
    seenAs: 'parent',
    children: 'QRSG Ancient Greek religion and mythology, QRSL Roman religion and mythology',
  },
  // Lifestyle, travel, health and mind, body, spirit
  WB: { heading: 'Cookery / food & drink etc', source: `${BROWSER}en/WB`, seenAs: 'row' },
  WBN: { heading: 'National, regional & ethnic cuisine', source: `${BROWSER}en/WB`, seenAs: 'row' },
  WBV: { heading: 'Cookery dishes & courses', source: `${BROWSER}en/WB`, seenAs: 'row' },
  WBX: { heading: 'Food & drink: beverages', source: `${BROWSER}en/WB`, seenAs: 'row' },
  WJ: { heading: 'Lifestyle & personal style guides', source: `${BROWSER}en/W`, seenAs: 'row' },
  WM: { heading: 'Gardening', source: `${BROWSER}en/W`, seenAs: 'row' },
  WQH: { heading: 'Lokalhistorie', source: `${BROWSER}nb/WQ`, seenAs: 'row' },
  WT: { heading: 'Travel & holiday', source: `${BROWSER}en/W`, seenAs: 'row' },
  WTH: { heading: 'Reisehåndbøker', source: `${BROWSER}nb/WT`, seenAs: 'row' },
  WTL: { heading: 'Reiseskildringer', source: `${BROWSER}nb/WT`, seenAs: 'row' },
  VF: {
    heading: null,
    source: `${BROWSER}en/JBS`,
    seenAs: 'parent',
    children: 'VFV* Family & relationships: advice & issues',
  },
  VS: {
    heading: null,
    source: `${BROWSER}en/W`,
    seenAs: 'parent',
    children: 'VSH Housing & property for the individual: buying/selling & legal aspects',
  },
  VX: { heading: 'Mind, body, spirit', source: `${BROWSER}en/VXP`, seenAs: 'row' },
  // Children's, teenage and educational
  YB: {
    heading: 'Children’s: picture books, activity books, early learning concepts',
    source: `${BROWSER}en/YB`,
    seenAs: 'row',
  },
  YBC: { heading: 'Children’s picture books', source: `${BROWSER}en/YB`, seenAs: 'row' },
  YF: { heading: 'Children’s / Teenage fiction & true stories', source: `${BROWSER}en/Y`, seenAs: 'row' },
  YFC: { heading: 'Skönlitteratur barn och ungdom: spänning och äventyr', source: `${BROWSER}sv/YFC`, seenAs: 'row' },
  YN: { heading: 'Children’s / Teenage: General interest', source: `${BROWSER}en/YNX`, seenAs: 'row' },
  YP: { heading: 'Educational material', source: `${BROWSER}en/YPMF`, seenAs: 'row' },
  YPMF: { heading: 'Educational: Mathematics and numeracy', source: `${BROWSER}en/YPMF`, seenAs: 'row' },
  // Graphic novels, comic books, manga
  XAB: { heading: 'Tecknade romaner: europeisk stil', source: `${BROWSER}sv/XA`, seenAs: 'row' },
  XAD: { heading: 'Tecknade serier: europeisk stil', source: `${BROWSER}sv/XA`, seenAs: 'row' },
  XADC: { heading: 'European comic books: general, classic, all ages', source: `${BROWSER}en/Y`, seenAs: 'mention' },
  XAM: { heading: 'Manga en Aziatische strips', source: `${BROWSER}nl/XAM`, seenAs: 'row' },
  XAMF: { heading: 'Manga: Shōjo', source: `${BROWSER}nl/XAM`, seenAs: 'row' },
  XAMG: { heading: 'Manga: Shōnen', source: `${BROWSER}nl/XAM`, seenAs: 'row' },
  // The arts
  AB: { heading: 'The arts: general issues', source: LIST_1_4_2, seenAs: 'row' },
  AF: { heading: 'The Arts: art forms', source: LIST_1_4_2, seenAs: 'row' },
  AFC: { heading: 'Paintings and painting', source: LIST_1_4_2, seenAs: 'row' },
  AGA: { heading: '“AGA for History of art and artworks”', source: LIST_1_4_2, seenAs: 'mention' },
  AM: { heading: 'Architecture', source: `${BROWSER}en/AM`, seenAs: 'row' },
  // Time period qualifiers
  '3KL': { heading: 'c 1000 CE to c 1500', source: `${BROWSER}en/3KLY-JP-M`, seenAs: 'row' },
  '3MN': { heading: '19th century, c 1800 to c 1899', source: `${BROWSER}pt/3M`, seenAs: 'row' },
  '3MP': { heading: '20th century, c 1900 to c 1999', source: `${BROWSER}en/3MPB`, seenAs: 'row' },
  '3MPBF': { heading: 'c 1910 to c 1919', source: `${BROWSER}en/3MPB`, seenAs: 'row' },
  '3MPBL': { heading: 'c 1940 to c 1949', source: `${BROWSER}en/3MPB`, seenAs: 'row' },
};
