/**
 * The portal's subjects (IdSujet) in CLIL (`classifications/clil.json`, version 2024-03-15): for each, the most
 * specific CLIL category that fits its French label and its Thema category (`subjectCodes.ts`). A subject whose
 * children fall under different CLIL categories takes the category that holds them all. A comment gives the reason
 * of each choice the labels do not make obvious. A test holds every code to the CLIL list.
 */
export const CLIL_CODE_OF_SUJET: Readonly<Record<number, string>> = {
  1000: '3435', // Littérature › LITTÉRATURE GÉNÉRALE
  1100: '3442', // Romans
  1110: '3489', // Romans historiques
  1111: '3491', // Antiquité
  1112: '3492', // Moyen Âge
  1113: '3493', // Renaissance et Temps modernes › Moderne (avant 1799)
  1114: '3494', // XIXe siècle
  1115: '3489', // XXe siècle: CLIL cuts the century (3505 1914-1918, 3506 avant 1945, 3507 1939-1945), none holds it whole
  1120: '3445', // Romans policiers et thrillers: 3448 and 3453 meet under « Romans et nouvelles de genre »
  1121: '3448', // Romans policiers
  1122: '3453', // Thrillers › Thriller
  1123: '3447', // Romans d'espionnage
  1130: '3445', // Science-fiction et fantasy: 3466 and 3478 meet under « Romans et nouvelles de genre »
  1131: '3466', // Science-fiction
  1132: '3478', // Fantasy › Fantasy, Merveilleux
  1133: '3474', // Fantastique › Fantastique, Terreur
  1140: '3459', // Romance › Romans d'amour, romans sentimentaux
  1141: '3460', // Romance contemporaine › Sentimental contemporain
  1142: '3462', // Romance historique › Sentimental historique
  1150: '3442', // Romans contemporains: CLIL divides novels by origin (3443, 3444), not by period
  1200: '3633', // Poésie
  1210: '3638', // Poésie contemporaine
  1220: '3633', // Anthologies poétiques: CLIL has no anthology category
  1300: '3622', // Théâtre
  1400: '3435', // Nouvelles et récits: 3621 Nouvelles and 3641 Récits meet only under LITTÉRATURE GÉNÉRALE
  1410: '3621', // Nouvelles
  1420: '3640', // Récits de voyage › Récits de voyages
  2000: '3080', // Sciences humaines et sociales › SCIENCES HUMAINES ET SOCIALES, LETTRES
  2100: '3377', // Histoire › HISTOIRE
  2110: '3383', // Histoire de France › France
  2111: '3383', // Révolution et Empire: CLIL cuts at 1799 (3388 before, 3389 after), so the place classes it
  2112: '3390', // Première Guerre mondiale
  2113: '3392', // Seconde Guerre mondiale › Deuxième Guerre Mondiale
  2120: '3383', // Histoire régionale et locale: CLIL's history has no regional category; the portal's are French
  2200: '3126', // Philosophie
  2300: '3134', // Psychologie
  2400: '4093', // Sociologie
  3000: '3802', // Vie pratique et loisirs › PRATIQUE
  3100: '3847', // Cuisine et boissons › Cuisine, gastronomie; drinks (3857) are its child 3130
  3110: '3851', // Cuisine régionale
  3111: '3851', // Cuisine bretonne › Cuisine régionale
  3112: '3851', // Cuisine provençale › Cuisine régionale
  3120: '3856', // Pâtisserie › Pâtisserie, confiserie, chocolat
  3130: '3857', // Vins et spiritueux › Boissons, which holds 3858 Vins, champagne and 3859 Alcools
  3200: '3882', // Jardinage
  3300: '3825', // Bien-être et santé › Santé et Bien-être
  3310: '3831', // Développement personnel
  3320: '3830', // Méditation et relaxation › Bien-être (relaxation, yoga); 4270 Méditations is a religious category
  3400: '3803', // Tourisme et voyages › Tourisme, Guides et Monographies
  3410: '3818', // Guides de randonnée › Guides de randonnées
  3411: '3818', // Randonnées en montagne › Guides de randonnées
  3412: '3818', // Randonnées sur le littoral › Guides de randonnées
  3420: '3804', // Guides touristiques › Guides de tourisme (destination)
  4000: '3722', // Jeunesse › JEUNESSE
  4100: '3722', // Albums: CLIL splits albums by age (3725 under 3 years, 3730 from 3), the subject holds both
  4110: '3723', // Tout-petits (0-3 ans) › Éveil, petite enfance (- de 3 ans)
  4120: '3730', // Albums illustrés (3-6 ans) › Livres illustrés (+ de 3 ans) › Albums
  4200: '3744', // Romans jeunesse › Fiction Jeunesse; its teenage branch (4230) goes to Fiction adolescents
  4210: '3745', // Premières lectures › Premières lectures, premiers romans
  4220: '3749', // Romans 9-12 ans › Fiction Jeunesse › Romans
  4221: '3749', // Aventure (9-12 ans): CLIL's adventure category (3758) is for teenagers
  4222: '3749', // Fantastique et magie (9-12 ans): CLIL's fantasy categories (3752, 3753) are for teenagers
  4230: '3751', // Romans pour adolescents › Fiction adolescents › Romans
  4300: '3760', // Documentaires jeunesse › Documentaire / Encyclopédie
  5000: '3771', // Bande dessinée › BANDES DESSINÉES, COMICS, MANGAS
  5100: '3772', // Bande dessinée franco-belge › Bandes dessinées, beside Comics (3786) and Manga (3792)
  5110: '3774', // Aventure et humour › Bandes dessinées de genre, which holds 3781 and 3783
  5111: '3783', // Humour
  5112: '3781', // Aventure › Action et aventures
  5120: '3780', // Bande dessinée historique › Histoire
  5200: '3792', // Mangas › Manga
  5210: '3795', // Shōnen › Shonen
  5220: '3794', // Shōjo › Shôjo
  5300: '3791', // Romans graphiques › Graphic Novel, the list's only category for them (under Comics)
  6000: '3667', // Arts et beaux livres › ARTS ET BEAUX LIVRES
  6100: '3679', // Peinture et arts graphiques › Peinture; graphic arts (3682) are its sibling, painting leads
  6110: '3669', // Histoire de l'art
  6111: '3669', // Art antique: CLIL's art history has no period categories
  6112: '3669', // Art moderne et contemporain: likewise
  6200: '3691', // Photographie
  6300: '3687', // Musique
  6400: '3677', // Architecture et patrimoine › Architecture, urbanisme (monuments included)
  7000: '3345', // Religion et spiritualité › RELIGION
  7100: '3347', // Christianisme
  7200: '3351', // Islam
  7300: '3352', // Judaïsme
  7400: '3365', // Spiritualités et ésotérisme › ÉSOTÉRISME, OCCULTISME
  7410: '3372', // Arts divinatoires › Art divinatoire
  7411: '3372', // Astrologie: CLIL's note for « Art divinatoire » names astrology
  7412: '3372', // Tarot: CLIL's note for « Art divinatoire » names tarots
  8000: '3000', // Scolaire et universitaire › SCOLAIRE, the textbooks its branch is mostly made of
  8100: '3000', // Manuels scolaires › SCOLAIRE
  8110: '3001', // École primaire › Pré-scolaire et primaire
  8120: '3005', // Collège
  8121: '3005', // Français (collège): CLIL's textbooks are classed by level, not by discipline
  8122: '3005', // Mathématiques (collège): likewise
  8130: '3006', // Lycée › Lycée général; vocational lycées have 3008 and 3009
  8200: '3013', // Parascolaire › PARASCOLAIRE
  8300: '4159', // Enseignement supérieur: CLIL classes university books by discipline; its one category for the level
};
