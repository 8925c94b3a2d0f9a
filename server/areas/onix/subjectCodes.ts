/** A Thema code sent beside the main subject category, with its List 27 scheme. */
export interface SecondaryThemaCode {
  /** 93 a further subject category, 94 a place qualifier, 96 a time-period qualifier. */
  scheme: '93' | '94' | '96';
  code: string;
}

/** A portal subject's Thema codes: its main subject category and the codes sent beside it. */
export interface SubjectCodes {
  thema: string;
  secondary: SecondaryThemaCode[];
}

/**
 * The portal's subject tree (IdSujet, seed data `sujets.ts`) in Thema 1.6 (`classifications/thema.fr.json`): each
 * subject's main Thema subject category (scheme 93) and, where the subject says more, a place (94) or time-period
 * (96) qualifier, or a further category: a comic's genre (XQ*), which Thema asks beside its tradition (XA*). The
 * tree's ids are the portal's own, so every subject was matched by hand to the closest Thema category, a deeper
 * portal subject taking its parent's category when Thema has nothing narrower (its CLIL categories are in
 * `subjectClil.ts`). A test holds every code to the Thema list.
 */
export const SUBJECT_CODES_OF_SUJET: Readonly<Record<number, SubjectCodes>> = {
  1000: { thema: 'FB', secondary: [] }, // Littérature
  1100: { thema: 'FB', secondary: [] }, // Romans
  1110: { thema: 'FV', secondary: [] }, // Romans historiques
  1111: { thema: 'FV', secondary: [] }, // Antiquité
  1112: { thema: 'FV', secondary: [{ scheme: '96', code: '3KL' }] }, // Moyen Âge
  1113: { thema: 'FV', secondary: [] }, // Renaissance et Temps modernes
  1114: { thema: 'FV', secondary: [{ scheme: '96', code: '3MN' }] }, // XIXe siècle
  1115: { thema: 'FV', secondary: [{ scheme: '96', code: '3MP' }] }, // XXe siècle
  1120: { thema: 'FF', secondary: [] }, // Romans policiers et thrillers
  1121: { thema: 'FF', secondary: [] }, // Romans policiers
  1122: { thema: 'FH', secondary: [] }, // Thrillers
  1123: { thema: 'FHD', secondary: [] }, // Romans d'espionnage
  1130: { thema: 'FL', secondary: [] }, // Science-fiction et fantasy
  1131: { thema: 'FL', secondary: [] }, // Science-fiction
  1132: { thema: 'FM', secondary: [] }, // Fantasy
  1133: { thema: 'FK', secondary: [] }, // Fantastique
  1140: { thema: 'FR', secondary: [] }, // Romance
  1141: { thema: 'FRD', secondary: [] }, // Romance contemporaine
  1142: { thema: 'FRH', secondary: [] }, // Romance historique
  1150: { thema: 'FBA', secondary: [] }, // Romans contemporains
  1200: { thema: 'DC', secondary: [] }, // Poésie
  1210: { thema: 'DCC', secondary: [] }, // Poésie contemporaine
  1220: { thema: 'DCQ', secondary: [] }, // Anthologies poétiques
  1300: { thema: 'DD', secondary: [] }, // Théâtre
  1400: { thema: 'FYB', secondary: [] }, // Nouvelles et récits
  1410: { thema: 'FYB', secondary: [] }, // Nouvelles
  1420: { thema: 'WTL', secondary: [] }, // Récits de voyage
  2000: { thema: 'JB', secondary: [] }, // Sciences humaines et sociales
  2100: { thema: 'NH', secondary: [] }, // Histoire
  2110: { thema: 'NHD', secondary: [{ scheme: '94', code: '1DDF' }] }, // Histoire de France
  2111: { thema: 'NHD', secondary: [{ scheme: '94', code: '1DDF' }] }, // Révolution et Empire
  2112: { thema: 'NHWR5', secondary: [{ scheme: '96', code: '3MPBFB' }] }, // Première Guerre mondiale
  2113: { thema: 'NHWR7', secondary: [{ scheme: '96', code: '3MPBLB' }] }, // Seconde Guerre mondiale
  2120: { thema: 'WQH', secondary: [] }, // Histoire régionale et locale
  2200: { thema: 'QD', secondary: [] }, // Philosophie
  2300: { thema: 'JM', secondary: [] }, // Psychologie
  2400: { thema: 'JHB', secondary: [] }, // Sociologie
  3000: { thema: 'WJ', secondary: [] }, // Vie pratique et loisirs
  3100: { thema: 'WB', secondary: [] }, // Cuisine et boissons
  3110: { thema: 'WBN', secondary: [{ scheme: '94', code: '1DDF' }] }, // Cuisine régionale
  3111: { thema: 'WBN', secondary: [{ scheme: '94', code: '1DDF-FR-F' }] }, // Cuisine bretonne
  3112: { thema: 'WBN', secondary: [{ scheme: '94', code: '1DDF-FR-U' }] }, // Cuisine provençale
  3120: { thema: 'WBVS', secondary: [] }, // Pâtisserie
  3130: { thema: 'WBXD', secondary: [] }, // Vins et spiritueux
  3200: { thema: 'WM', secondary: [] }, // Jardinage
  3300: { thema: 'VF', secondary: [] }, // Bien-être et santé
  3310: { thema: 'VS', secondary: [] }, // Développement personnel
  3320: { thema: 'VXM', secondary: [] }, // Méditation et relaxation
  3400: { thema: 'WT', secondary: [] }, // Tourisme et voyages
  3410: { thema: 'SZC', secondary: [] }, // Guides de randonnée
  3411: { thema: 'SZC', secondary: [] }, // Randonnées en montagne
  3412: { thema: 'SZC', secondary: [] }, // Randonnées sur le littoral
  3420: { thema: 'WTH', secondary: [] }, // Guides touristiques
  4000: { thema: 'YF', secondary: [] }, // Jeunesse
  4100: { thema: 'YBC', secondary: [] }, // Albums
  4110: { thema: 'YBCB', secondary: [] }, // Tout-petits (0-3 ans)
  4120: { thema: 'YBCS', secondary: [] }, // Albums illustrés (3-6 ans)
  4200: { thema: 'YFB', secondary: [] }, // Romans jeunesse
  4210: { thema: 'YFB', secondary: [] }, // Premières lectures
  4220: { thema: 'YFB', secondary: [] }, // Romans 9-12 ans
  4221: { thema: 'YFC', secondary: [] }, // Aventure
  4222: { thema: 'YFH', secondary: [] }, // Fantastique et magie
  4230: { thema: 'YFB', secondary: [] }, // Romans pour adolescents
  4300: { thema: 'YN', secondary: [] }, // Documentaires jeunesse
  5000: { thema: 'XAD', secondary: [] }, // Bande dessinée
  5100: { thema: 'XAD', secondary: [] }, // Bande dessinée franco-belge
  5110: {
    thema: 'XAD',
    secondary: [
      { scheme: '93', code: 'XQG' },
      { scheme: '93', code: 'XQT' },
    ],
  }, // Aventure et humour
  5111: { thema: 'XAD', secondary: [{ scheme: '93', code: 'XQT' }] }, // Humour
  5112: { thema: 'XAD', secondary: [{ scheme: '93', code: 'XQG' }] }, // Aventure
  5120: { thema: 'XAD', secondary: [{ scheme: '93', code: 'XQV' }] }, // Bande dessinée historique
  5200: { thema: 'XAM', secondary: [] }, // Mangas
  5210: { thema: 'XAMG', secondary: [] }, // Shōnen
  5220: { thema: 'XAMF', secondary: [] }, // Shōjo
  5300: { thema: 'XAB', secondary: [] }, // Romans graphiques
  6000: { thema: 'AB', secondary: [] }, // Arts et beaux livres
  6100: { thema: 'AFC', secondary: [] }, // Peinture et arts graphiques
  6110: { thema: 'AGA', secondary: [] }, // Histoire de l'art
  6111: { thema: 'AGA', secondary: [] }, // Art antique
  6112: { thema: 'AGA', secondary: [] }, // Art moderne et contemporain
  6200: { thema: 'AJ', secondary: [] }, // Photographie
  6300: { thema: 'AV', secondary: [] }, // Musique
  6400: { thema: 'AM', secondary: [] }, // Architecture et patrimoine
  7000: { thema: 'QR', secondary: [] }, // Religion et spiritualité
  7100: { thema: 'QRM', secondary: [] }, // Christianisme
  7200: { thema: 'QRP', secondary: [] }, // Islam
  7300: { thema: 'QRJ', secondary: [] }, // Judaïsme
  7400: { thema: 'VX', secondary: [] }, // Spiritualités et ésotérisme
  7410: { thema: 'VXF', secondary: [] }, // Arts divinatoires
  7411: { thema: 'VXFA', secondary: [] }, // Astrologie
  7412: { thema: 'VXFC', secondary: [] }, // Tarot
  8000: { thema: 'YP', secondary: [] }, // Scolaire et universitaire
  8100: { thema: 'YP', secondary: [] }, // Manuels scolaires
  8110: { thema: 'YP', secondary: [] }, // École primaire
  8120: { thema: 'YP', secondary: [] }, // Collège
  8121: { thema: 'YPCA', secondary: [] }, // Français
  8122: { thema: 'YPMF', secondary: [] }, // Mathématiques
  8130: { thema: 'YP', secondary: [] }, // Lycée
  8200: { thema: 'YPZ', secondary: [] }, // Parascolaire
  8300: { thema: 'JNM', secondary: [] }, // Enseignement supérieur
};
