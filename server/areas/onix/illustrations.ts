/** How a portal illustration (IdIllustration, Get_Illustration) is sent: illustrated or not, and with what. */
export interface OnixIllustrations {
  /** List 152: 01 no, 02 yes. */
  Illustrated: '01' | '02';
  /** List 25. */
  AncillaryContentTypes: string[];
}

/**
 * Black-and-white and colour illustrations are List 25's 01 and 02 (both for « noir et blanc et couleur »);
 * photographs are printed as halftones (10, « Halftones, unspecified »); « Cartes et plans » are maps (14).
 */
export const ILLUSTRATIONS_OF_ILLUSTRATION: Readonly<Record<number, OnixIllustrations>> = {
  1: { Illustrated: '01', AncillaryContentTypes: [] },
  2: { Illustrated: '02', AncillaryContentTypes: ['01'] },
  3: { Illustrated: '02', AncillaryContentTypes: ['02'] },
  4: { Illustrated: '02', AncillaryContentTypes: ['01', '02'] },
  5: { Illustrated: '02', AncillaryContentTypes: ['10'] },
  6: { Illustrated: '02', AncillaryContentTypes: ['14'] },
};
