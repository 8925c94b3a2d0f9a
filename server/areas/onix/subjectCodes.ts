/** A portal subject's Thema codes: its subject category and its qualifiers (List 27 scheme and code). */
export interface SubjectCodes {
  thema: string;
  qualifiers: { scheme: '94' | '96'; code: string }[];
}

/**
 * The portal's subject tree (IdSujet, seed data `sujets.ts`) in Thema: each subject's main Thema subject category
 * (scheme 93) and, where the subject says more, a Thema place (94) or time-period (96) qualifier (its CLIL
 * categories are in `subjectClil.ts`). The tree's ids are the portal's own, so every subject was matched by hand to
 * the closest Thema category,
 * a deeper portal subject taking its parent's category when Thema has nothing narrower. Every code sent is one of
 * `THEMA_REFERENCE` (`themaReference.ts`), each seen on EDItEUR's pages; a narrower code that could not be checked
 * there gave way to its nearest checked ancestor (religions under QR, divination and meditation under VX).
 */
export const SUBJECT_CODES_OF_SUJET: Readonly<Record<number, SubjectCodes>> = {
  1000: { thema: 'FB', qualifiers: [] }, // Littérature
  1100: { thema: 'FB', qualifiers: [] }, // Romans
  1110: { thema: 'FV', qualifiers: [] }, // Romans historiques
  1111: { thema: 'FV', qualifiers: [] }, // Antiquité
  1112: { thema: 'FV', qualifiers: [{ scheme: '96', code: '3KL' }] }, // Moyen Âge
  1113: { thema: 'FV', qualifiers: [] }, // Renaissance et Temps modernes
  1114: { thema: 'FV', qualifiers: [{ scheme: '96', code: '3MN' }] }, // XIXe siècle
  1115: { thema: 'FV', qualifiers: [{ scheme: '96', code: '3MP' }] }, // XXe siècle
  1120: { thema: 'FF', qualifiers: [] }, // Romans policiers et thrillers
  1121: { thema: 'FF', qualifiers: [] }, // Romans policiers
  1122: { thema: 'FH', qualifiers: [] }, // Thrillers
  1123: { thema: 'FHD', qualifiers: [] }, // Romans d'espionnage
  1130: { thema: 'FL', qualifiers: [] }, // Science-fiction et fantasy
  1131: { thema: 'FL', qualifiers: [] }, // Science-fiction
  1132: { thema: 'FM', qualifiers: [] }, // Fantasy
  1133: { thema: 'FK', qualifiers: [] }, // Fantastique
  1140: { thema: 'FR', qualifiers: [] }, // Romance
  1141: { thema: 'FRD', qualifiers: [] }, // Romance contemporaine
  1142: { thema: 'FRH', qualifiers: [] }, // Romance historique
  1150: { thema: 'FBA', qualifiers: [] }, // Romans contemporains
  1200: { thema: 'DC', qualifiers: [] }, // Poésie
  1210: { thema: 'DCF', qualifiers: [] }, // Poésie contemporaine
  1220: { thema: 'DCQ', qualifiers: [] }, // Anthologies poétiques
  1300: { thema: 'DD', qualifiers: [] }, // Théâtre
  1400: { thema: 'FYB', qualifiers: [] }, // Nouvelles et récits
  1410: { thema: 'FYB', qualifiers: [] }, // Nouvelles
  1420: { thema: 'WTL', qualifiers: [] }, // Récits de voyage
  2000: { thema: 'JB', qualifiers: [] }, // Sciences humaines et sociales
  2100: { thema: 'NH', qualifiers: [] }, // Histoire
  2110: { thema: 'NHD', qualifiers: [] }, // Histoire de France
  2111: { thema: 'NHD', qualifiers: [] }, // Révolution et Empire
  2112: { thema: 'NHW', qualifiers: [{ scheme: '96', code: '3MPBF' }] }, // Première Guerre mondiale
  2113: { thema: 'NHW', qualifiers: [{ scheme: '96', code: '3MPBL' }] }, // Seconde Guerre mondiale
  2120: { thema: 'WQH', qualifiers: [] }, // Histoire régionale et locale
  2200: { thema: 'QD', qualifiers: [] }, // Philosophie
  2300: { thema: 'JM', qualifiers: [] }, // Psychologie
  2400: { thema: 'JH', qualifiers: [] }, // Sociologie
  3000: { thema: 'WJ', qualifiers: [] }, // Vie pratique et loisirs
  3100: { thema: 'WB', qualifiers: [] }, // Cuisine et boissons
  3110: { thema: 'WBN', qualifiers: [] }, // Cuisine régionale
  3111: { thema: 'WBN', qualifiers: [] }, // Cuisine bretonne
  3112: { thema: 'WBN', qualifiers: [] }, // Cuisine provençale
  3120: { thema: 'WBV', qualifiers: [] }, // Pâtisserie
  3130: { thema: 'WBX', qualifiers: [] }, // Vins et spiritueux
  3200: { thema: 'WM', qualifiers: [] }, // Jardinage
  3300: { thema: 'VF', qualifiers: [] }, // Bien-être et santé
  3310: { thema: 'VS', qualifiers: [] }, // Développement personnel
  3320: { thema: 'VX', qualifiers: [] }, // Méditation et relaxation
  3400: { thema: 'WT', qualifiers: [] }, // Tourisme et voyages
  3410: { thema: 'WTH', qualifiers: [] }, // Guides de randonnée
  3411: { thema: 'WTH', qualifiers: [] }, // Randonnées en montagne
  3412: { thema: 'WTH', qualifiers: [] }, // Randonnées sur le littoral
  3420: { thema: 'WTH', qualifiers: [] }, // Guides touristiques
  4000: { thema: 'YF', qualifiers: [] }, // Jeunesse
  4100: { thema: 'YBC', qualifiers: [] }, // Albums
  4110: { thema: 'YB', qualifiers: [] }, // Tout-petits (0-3 ans)
  4120: { thema: 'YBC', qualifiers: [] }, // Albums illustrés (3-6 ans)
  4200: { thema: 'YF', qualifiers: [] }, // Romans jeunesse
  4210: { thema: 'YF', qualifiers: [] }, // Premières lectures
  4220: { thema: 'YF', qualifiers: [] }, // Romans 9-12 ans
  4221: { thema: 'YFC', qualifiers: [] }, // Aventure
  4222: { thema: 'YF', qualifiers: [] }, // Fantastique et magie
  4230: { thema: 'YF', qualifiers: [] }, // Romans pour adolescents
  4300: { thema: 'YN', qualifiers: [] }, // Documentaires jeunesse
  5000: { thema: 'XAD', qualifiers: [] }, // Bande dessinée
  5100: { thema: 'XAD', qualifiers: [] }, // Bande dessinée franco-belge
  5110: { thema: 'XADC', qualifiers: [] }, // Aventure et humour
  5111: { thema: 'XAD', qualifiers: [] }, // Humour
  5112: { thema: 'XAD', qualifiers: [] }, // Aventure
  5120: { thema: 'XAD', qualifiers: [] }, // Bande dessinée historique
  5200: { thema: 'XAM', qualifiers: [] }, // Mangas
  5210: { thema: 'XAMG', qualifiers: [] }, // Shōnen
  5220: { thema: 'XAMF', qualifiers: [] }, // Shōjo
  5300: { thema: 'XAB', qualifiers: [] }, // Romans graphiques
  6000: { thema: 'AB', qualifiers: [] }, // Arts et beaux livres
  6100: { thema: 'AFC', qualifiers: [] }, // Peinture et arts graphiques
  6110: { thema: 'AGA', qualifiers: [] }, // Histoire de l'art
  6111: { thema: 'AGA', qualifiers: [] }, // Art antique
  6112: { thema: 'AGA', qualifiers: [] }, // Art moderne et contemporain
  6200: { thema: 'AF', qualifiers: [] }, // Photographie
  6300: { thema: 'AB', qualifiers: [] }, // Musique
  6400: { thema: 'AM', qualifiers: [] }, // Architecture et patrimoine
  7000: { thema: 'QR', qualifiers: [] }, // Religion et spiritualité
  7100: { thema: 'QR', qualifiers: [] }, // Christianisme
  7200: { thema: 'QR', qualifiers: [] }, // Islam
  7300: { thema: 'QR', qualifiers: [] }, // Judaïsme
  7400: { thema: 'VX', qualifiers: [] }, // Spiritualités et ésotérisme
  7410: { thema: 'VX', qualifiers: [] }, // Arts divinatoires
  7411: { thema: 'VX', qualifiers: [] }, // Astrologie
  7412: { thema: 'VX', qualifiers: [] }, // Tarot
  8000: { thema: 'YP', qualifiers: [] }, // Scolaire et universitaire
  8100: { thema: 'YP', qualifiers: [] }, // Manuels scolaires
  8110: { thema: 'YP', qualifiers: [] }, // École primaire
  8120: { thema: 'YP', qualifiers: [] }, // Collège
  8121: { thema: 'YP', qualifiers: [] }, // Français
  8122: { thema: 'YPMF', qualifiers: [] }, // Mathématiques
  8130: { thema: 'YP', qualifiers: [] }, // Lycée
  8200: { thema: 'YP', qualifiers: [] }, // Parascolaire
  8300: { thema: 'JNM', qualifiers: [] }, // Enseignement supérieur
};
