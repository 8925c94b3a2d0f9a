import { TYPE_CONTRIBUTION } from '../../../domain/referenceIds.ts';

/**
 * The portal's contribution types (IdTypeContribution) as ONIX roles (List 17). A « directeur de publication »
 * directs a collective work (« sous la direction de ») and a scientific editor establishes and annotates the text:
 * both are « Edited by » (B01), List 17 having no closer role. A collaborator contributed additional text (A32):
 * « Assisted by » (Z01) would have to follow the contributor it assists, which the portal's order does not promise.
 * « Aucun » (0) is no role: such a row is not a contributor and is never sent.
 */
export const CONTRIBUTOR_ROLE_OF_TYPE: Readonly<Record<number, string>> = {
  [TYPE_CONTRIBUTION.auteur]: 'A01',
  [TYPE_CONTRIBUTION.traducteur]: 'B06',
  [TYPE_CONTRIBUTION.directeurDePublication]: 'B01',
  [TYPE_CONTRIBUTION.editeurScientifique]: 'B01',
  [TYPE_CONTRIBUTION.photographe]: 'A13',
  [TYPE_CONTRIBUTION.illustrateur]: 'A12',
  [TYPE_CONTRIBUTION.prefacier]: 'A15',
  [TYPE_CONTRIBUTION.postfacier]: 'A19',
  [TYPE_CONTRIBUTION.collaborateur]: 'A32',
};
