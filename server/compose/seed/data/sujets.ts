import type { SujetRow } from './types.ts';

/**
 * Subject tree of the book trade, four levels deep at most, in the spirit of the Thema and CLIL
 * classifications. Ids encode the position (1110 is the first child of 1100) so that they stay stable
 * when branches are added.
 */
export const sujets: readonly SujetRow[] = [
  {
    Id: 1000, Libelle: 'Littérature', Niveau: 1, Enfants: [
      {
        Id: 1100, Libelle: 'Romans', Niveau: 2, Enfants: [
          {
            Id: 1110, Libelle: 'Romans historiques', Niveau: 3, Enfants: [
              { Id: 1111, Libelle: 'Antiquité', Niveau: 4, Enfants: [] },
              { Id: 1112, Libelle: 'Moyen Âge', Niveau: 4, Enfants: [] },
              { Id: 1113, Libelle: 'Renaissance et Temps modernes', Niveau: 4, Enfants: [] },
              { Id: 1114, Libelle: 'XIXe siècle', Niveau: 4, Enfants: [] },
              { Id: 1115, Libelle: 'XXe siècle', Niveau: 4, Enfants: [] },
            ],
          },
          {
            Id: 1120, Libelle: 'Romans policiers et thrillers', Niveau: 3, Enfants: [
              { Id: 1121, Libelle: 'Romans policiers', Niveau: 4, Enfants: [] },
              { Id: 1122, Libelle: 'Thrillers', Niveau: 4, Enfants: [] },
              { Id: 1123, Libelle: "Romans d'espionnage", Niveau: 4, Enfants: [] },
            ],
          },
          {
            Id: 1130, Libelle: 'Science-fiction et fantasy', Niveau: 3, Enfants: [
              { Id: 1131, Libelle: 'Science-fiction', Niveau: 4, Enfants: [] },
              { Id: 1132, Libelle: 'Fantasy', Niveau: 4, Enfants: [] },
              { Id: 1133, Libelle: 'Fantastique', Niveau: 4, Enfants: [] },
            ],
          },
          {
            Id: 1140, Libelle: 'Romance', Niveau: 3, Enfants: [
              { Id: 1141, Libelle: 'Romance contemporaine', Niveau: 4, Enfants: [] },
              { Id: 1142, Libelle: 'Romance historique', Niveau: 4, Enfants: [] },
            ],
          },
          { Id: 1150, Libelle: 'Romans contemporains', Niveau: 3, Enfants: [] },
        ],
      },
      {
        Id: 1200, Libelle: 'Poésie', Niveau: 2, Enfants: [
          { Id: 1210, Libelle: 'Poésie contemporaine', Niveau: 3, Enfants: [] },
          { Id: 1220, Libelle: 'Anthologies poétiques', Niveau: 3, Enfants: [] },
        ],
      },
      { Id: 1300, Libelle: 'Théâtre', Niveau: 2, Enfants: [] },
      {
        Id: 1400, Libelle: 'Nouvelles et récits', Niveau: 2, Enfants: [
          { Id: 1410, Libelle: 'Nouvelles', Niveau: 3, Enfants: [] },
          { Id: 1420, Libelle: 'Récits de voyage', Niveau: 3, Enfants: [] },
        ],
      },
    ],
  },
  {
    Id: 2000, Libelle: 'Sciences humaines et sociales', Niveau: 1, Enfants: [
      {
        Id: 2100, Libelle: 'Histoire', Niveau: 2, Enfants: [
          {
            Id: 2110, Libelle: 'Histoire de France', Niveau: 3, Enfants: [
              { Id: 2111, Libelle: 'Révolution et Empire', Niveau: 4, Enfants: [] },
              { Id: 2112, Libelle: 'Première Guerre mondiale', Niveau: 4, Enfants: [] },
              { Id: 2113, Libelle: 'Seconde Guerre mondiale', Niveau: 4, Enfants: [] },
            ],
          },
          { Id: 2120, Libelle: 'Histoire régionale et locale', Niveau: 3, Enfants: [] },
        ],
      },
      { Id: 2200, Libelle: 'Philosophie', Niveau: 2, Enfants: [] },
      { Id: 2300, Libelle: 'Psychologie', Niveau: 2, Enfants: [] },
      { Id: 2400, Libelle: 'Sociologie', Niveau: 2, Enfants: [] },
    ],
  },
  {
    Id: 3000, Libelle: 'Vie pratique et loisirs', Niveau: 1, Enfants: [
      {
        Id: 3100, Libelle: 'Cuisine et boissons', Niveau: 2, Enfants: [
          {
            Id: 3110, Libelle: 'Cuisine régionale', Niveau: 3, Enfants: [
              { Id: 3111, Libelle: 'Cuisine bretonne', Niveau: 4, Enfants: [] },
              { Id: 3112, Libelle: 'Cuisine provençale', Niveau: 4, Enfants: [] },
            ],
          },
          { Id: 3120, Libelle: 'Pâtisserie', Niveau: 3, Enfants: [] },
          { Id: 3130, Libelle: 'Vins et spiritueux', Niveau: 3, Enfants: [] },
        ],
      },
      { Id: 3200, Libelle: 'Jardinage', Niveau: 2, Enfants: [] },
      {
        Id: 3300, Libelle: 'Bien-être et santé', Niveau: 2, Enfants: [
          { Id: 3310, Libelle: 'Développement personnel', Niveau: 3, Enfants: [] },
          { Id: 3320, Libelle: 'Méditation et relaxation', Niveau: 3, Enfants: [] },
        ],
      },
      {
        Id: 3400, Libelle: 'Tourisme et voyages', Niveau: 2, Enfants: [
          {
            Id: 3410, Libelle: 'Guides de randonnée', Niveau: 3, Enfants: [
              { Id: 3411, Libelle: 'Randonnées en montagne', Niveau: 4, Enfants: [] },
              { Id: 3412, Libelle: 'Randonnées sur le littoral', Niveau: 4, Enfants: [] },
            ],
          },
          { Id: 3420, Libelle: 'Guides touristiques', Niveau: 3, Enfants: [] },
        ],
      },
    ],
  },
  {
    Id: 4000, Libelle: 'Jeunesse', Niveau: 1, Enfants: [
      {
        Id: 4100, Libelle: 'Albums', Niveau: 2, Enfants: [
          { Id: 4110, Libelle: 'Tout-petits (0-3 ans)', Niveau: 3, Enfants: [] },
          { Id: 4120, Libelle: 'Albums illustrés (3-6 ans)', Niveau: 3, Enfants: [] },
        ],
      },
      {
        Id: 4200, Libelle: 'Romans jeunesse', Niveau: 2, Enfants: [
          { Id: 4210, Libelle: 'Premières lectures', Niveau: 3, Enfants: [] },
          {
            Id: 4220, Libelle: 'Romans 9-12 ans', Niveau: 3, Enfants: [
              { Id: 4221, Libelle: 'Aventure', Niveau: 4, Enfants: [] },
              { Id: 4222, Libelle: 'Fantastique et magie', Niveau: 4, Enfants: [] },
            ],
          },
          { Id: 4230, Libelle: 'Romans pour adolescents', Niveau: 3, Enfants: [] },
        ],
      },
      { Id: 4300, Libelle: 'Documentaires jeunesse', Niveau: 2, Enfants: [] },
    ],
  },
  {
    Id: 5000, Libelle: 'Bande dessinée', Niveau: 1, Enfants: [
      {
        Id: 5100, Libelle: 'Bande dessinée franco-belge', Niveau: 2, Enfants: [
          {
            Id: 5110, Libelle: 'Aventure et humour', Niveau: 3, Enfants: [
              { Id: 5111, Libelle: 'Humour', Niveau: 4, Enfants: [] },
              { Id: 5112, Libelle: 'Aventure', Niveau: 4, Enfants: [] },
            ],
          },
          { Id: 5120, Libelle: 'Bande dessinée historique', Niveau: 3, Enfants: [] },
        ],
      },
      {
        Id: 5200, Libelle: 'Mangas', Niveau: 2, Enfants: [
          { Id: 5210, Libelle: 'Shōnen', Niveau: 3, Enfants: [] },
          { Id: 5220, Libelle: 'Shōjo', Niveau: 3, Enfants: [] },
        ],
      },
      { Id: 5300, Libelle: 'Romans graphiques', Niveau: 2, Enfants: [] },
    ],
  },
  {
    Id: 6000, Libelle: 'Arts et beaux livres', Niveau: 1, Enfants: [
      {
        Id: 6100, Libelle: 'Peinture et arts graphiques', Niveau: 2, Enfants: [
          {
            Id: 6110, Libelle: "Histoire de l'art", Niveau: 3, Enfants: [
              { Id: 6111, Libelle: 'Art antique', Niveau: 4, Enfants: [] },
              { Id: 6112, Libelle: 'Art moderne et contemporain', Niveau: 4, Enfants: [] },
            ],
          },
        ],
      },
      { Id: 6200, Libelle: 'Photographie', Niveau: 2, Enfants: [] },
      { Id: 6300, Libelle: 'Musique', Niveau: 2, Enfants: [] },
      { Id: 6400, Libelle: 'Architecture et patrimoine', Niveau: 2, Enfants: [] },
    ],
  },
  {
    Id: 7000, Libelle: 'Religion et spiritualité', Niveau: 1, Enfants: [
      { Id: 7100, Libelle: 'Christianisme', Niveau: 2, Enfants: [] },
      { Id: 7200, Libelle: 'Islam', Niveau: 2, Enfants: [] },
      { Id: 7300, Libelle: 'Judaïsme', Niveau: 2, Enfants: [] },
      {
        Id: 7400, Libelle: 'Spiritualités et ésotérisme', Niveau: 2, Enfants: [
          {
            Id: 7410, Libelle: 'Arts divinatoires', Niveau: 3, Enfants: [
              { Id: 7411, Libelle: 'Astrologie', Niveau: 4, Enfants: [] },
              { Id: 7412, Libelle: 'Tarot', Niveau: 4, Enfants: [] },
            ],
          },
        ],
      },
    ],
  },
  {
    Id: 8000, Libelle: 'Scolaire et universitaire', Niveau: 1, Enfants: [
      {
        Id: 8100, Libelle: 'Manuels scolaires', Niveau: 2, Enfants: [
          { Id: 8110, Libelle: 'École primaire', Niveau: 3, Enfants: [] },
          {
            Id: 8120, Libelle: 'Collège', Niveau: 3, Enfants: [
              { Id: 8121, Libelle: 'Français', Niveau: 4, Enfants: [] },
              { Id: 8122, Libelle: 'Mathématiques', Niveau: 4, Enfants: [] },
            ],
          },
          { Id: 8130, Libelle: 'Lycée', Niveau: 3, Enfants: [] },
        ],
      },
      { Id: 8200, Libelle: 'Parascolaire', Niveau: 2, Enfants: [] },
      { Id: 8300, Libelle: 'Enseignement supérieur', Niveau: 2, Enfants: [] },
    ],
  },
];
