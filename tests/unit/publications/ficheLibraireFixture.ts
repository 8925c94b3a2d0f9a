import { ONIX_REFUSALS } from '../../../domain/publication/onixExport.ts';
import type { FicheLibraire } from '../../../src/features/publications/api/getFicheLibraire.ts';

export const NBSP = '\u00a0';

/** The fiche of the validated demo publication, complete. */
export const FICHE: FicheLibraire = {
  IdPublication: 7,
  Ean: '9782365120012',
  Couverture: '/fichiers/publications/7/couverture.jpg',
  Titre: 'Les Jardins de Penhoët',
  SousTitre: 'Le retour des hirondelles',
  Collection: 'Les Jardins de Penhoët, tome 2',
  Contributeurs: [
    { Nom: 'Maëlle Le Goff', Role: 'Auteur' },
    { Nom: 'Anna Schmidt', Role: 'Traducteur' },
  ],
  Marque: 'Éditions de Penhoët',
  Editeur: 'Éditions de Penhoët (GLN 3051234567890)',
  Distributeur: 'Éditions de Penhoët, qui distribue lui-même',
  PrixTTCCentimes: 1850,
  Disponibilite: 'Disponible',
  DateParution: '2026-03-12',
  Format: 'Broché',
  Dimensions: `210 × 140 × 14${NBSP}mm, 310${NBSP}g`,
  NombrePages: 224,
  Sujet: 'Romans contemporains — Thema FBA (Littérature moderne et contemporaine : générale et littéraire)',
  Clil: 'CLIL 3442 (Romans)',
  PrixAVenir: null,
  Resume: "À la mort de sa grand-mère, Anna hérite d'une maison de granit.",
  Manques: [],
};

/** A draft's fiche: little given, much missing. */
export const DRAFT_FICHE: FicheLibraire = {
  ...FICHE,
  Ean: '',
  Couverture: null,
  Titre: null,
  SousTitre: null,
  Collection: null,
  Contributeurs: [],
  Marque: null,
  Editeur: null,
  Distributeur: null,
  PrixTTCCentimes: null,
  DateParution: null,
  Dimensions: null,
  NombrePages: null,
  Sujet: null,
  Clil: null,
  PrixAVenir: null,
  Resume: null,
  Manques: [ONIX_REFUSALS.ean, ONIX_REFUSALS.titre, ONIX_REFUSALS.marque],
};
