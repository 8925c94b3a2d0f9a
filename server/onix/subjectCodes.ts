/** A portal subject's Thema codes: its subject category and its qualifiers (List 27 scheme and code). */
export interface SubjectCodes {
  thema: string;
  qualifiers: { scheme: '94' | '96'; code: string }[];
}

/**
 * The portal's subject tree (IdSujet, seed data `sujets.ts`) in Thema: each subject's main Thema subject category
 * (scheme 93) and, where the subject says more, a Thema place (94) or time-period (96) qualifier. The tree has no
 * CLIL codes and its ids are the portal's own, so every subject was matched by hand to the closest Thema category,
 * a deeper portal subject taking its parent's category when Thema has nothing narrower.
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
  2110: { thema: 'NHD', qualifiers: [{ scheme: '94', code: '1DDF' }] }, // Histoire de France
  2111: { thema: 'NHD', qualifiers: [{ scheme: '94', code: '1DDF' }] }, // Révolution et Empire
  2112: { thema: 'NHWR5', qualifiers: [{ scheme: '94', code: '1DDF' }] }, // Première Guerre mondiale
  2113: { thema: 'NHWR7', qualifiers: [{ scheme: '94', code: '1DDF' }] }, // Seconde Guerre mondiale
  2120: { thema: 'WQ', qualifiers: [{ scheme: '94', code: '1DDF' }] }, // Histoire régionale et locale
  2200: { thema: 'QD', qualifiers: [] }, // Philosophie
  2300: { thema: 'JM', qualifiers: [] }, // Psychologie
  2400: { thema: 'JHB', qualifiers: [] }, // Sociologie
  3000: { thema: 'WJ', qualifiers: [] }, // Vie pratique et loisirs
  3100: { thema: 'WB', qualifiers: [] }, // Cuisine et boissons
  3110: { thema: 'WBN', qualifiers: [] }, // Cuisine régionale
  3111: { thema: 'WBN', qualifiers: [{ scheme: '94', code: '1DDF' }] }, // Cuisine bretonne
  3112: { thema: 'WBN', qualifiers: [{ scheme: '94', code: '1DDF' }] }, // Cuisine provençale
  3120: { thema: 'WBV', qualifiers: [] }, // Pâtisserie
  3130: { thema: 'WBX', qualifiers: [] }, // Vins et spiritueux
  3200: { thema: 'WM', qualifiers: [] }, // Jardinage
  3300: { thema: 'VF', qualifiers: [] }, // Bien-être et santé
  3310: { thema: 'VS', qualifiers: [] }, // Développement personnel
  3320: { thema: 'VXM', qualifiers: [] }, // Méditation et relaxation
  3400: { thema: 'WT', qualifiers: [] }, // Tourisme et voyages
  3410: { thema: 'SZG', qualifiers: [] }, // Guides de randonnée
  3411: { thema: 'SZG', qualifiers: [] }, // Randonnées en montagne
  3412: { thema: 'SZG', qualifiers: [] }, // Randonnées sur le littoral
  3420: { thema: 'WTH', qualifiers: [] }, // Guides touristiques
  4000: { thema: 'YF', qualifiers: [] }, // Jeunesse
  4100: { thema: 'YB', qualifiers: [] }, // Albums
  4110: { thema: 'YB', qualifiers: [] }, // Tout-petits (0-3 ans)
  4120: { thema: 'YB', qualifiers: [] }, // Albums illustrés (3-6 ans)
  4200: { thema: 'YF', qualifiers: [] }, // Romans jeunesse
  4210: { thema: 'YF', qualifiers: [] }, // Premières lectures
  4220: { thema: 'YF', qualifiers: [] }, // Romans 9-12 ans
  4221: { thema: 'YFC', qualifiers: [] }, // Aventure
  4222: { thema: 'YFH', qualifiers: [] }, // Fantastique et magie
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
  6200: { thema: 'AJ', qualifiers: [] }, // Photographie
  6300: { thema: 'AV', qualifiers: [] }, // Musique
  6400: { thema: 'AM', qualifiers: [] }, // Architecture et patrimoine
  7000: { thema: 'QR', qualifiers: [] }, // Religion et spiritualité
  7100: { thema: 'QRM', qualifiers: [] }, // Christianisme
  7200: { thema: 'QRP', qualifiers: [] }, // Islam
  7300: { thema: 'QRJ', qualifiers: [] }, // Judaïsme
  7400: { thema: 'VX', qualifiers: [] }, // Spiritualités et ésotérisme
  7410: { thema: 'VXF', qualifiers: [] }, // Arts divinatoires
  7411: { thema: 'VXFA', qualifiers: [] }, // Astrologie
  7412: { thema: 'VXFC', qualifiers: [] }, // Tarot
  8000: { thema: 'YP', qualifiers: [] }, // Scolaire et universitaire
  8100: { thema: 'YP', qualifiers: [] }, // Manuels scolaires
  8110: { thema: 'YP', qualifiers: [] }, // École primaire
  8120: { thema: 'YP', qualifiers: [] }, // Collège
  8121: { thema: 'YPC', qualifiers: [] }, // Français
  8122: { thema: 'YPMF', qualifiers: [] }, // Mathématiques
  8130: { thema: 'YP', qualifiers: [] }, // Lycée
  8200: { thema: 'YPZ', qualifiers: [] }, // Parascolaire
  8300: { thema: 'JNM', qualifiers: [] }, // Enseignement supérieur
};
