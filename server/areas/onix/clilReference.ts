/**
 * The CLIL codes (Commission de liaison interprofessionnelle du livre, « Classification thématique », ONIX list 27
 * value 29) the subject mapping may send, each as a real ONIX record of the French trade writes it: read in the ONIX
 * test records of immateriel's `im_onix` library (github.com/immateriel/im_onix, test/fixtures, snapshot of
 * 2026-07-03), where each is a <Subject> with SubjectSchemeIdentifier 29 and no Dilicom scheme version (the records'
 * DILICOM10/DILICOM20 codes belong to another list and are not taken). A CLIL code that no such record shows is not
 * listed here, and the mapping must not send it: a portal subject whose CLIL category could not be checked takes its
 * nearest checked ancestor, or none.
 */
export interface ClilReferenceEntry {
  /** The label as the record writes it (SubjectHeadingText), in sentence case. */
  label: string;
  source: string;
  /** Where the code sits in the record, which tells what kind of book it classes. */
  seenOn: string;
}

const FIXTURES = 'https://github.com/immateriel/im_onix/blob/master/test/fixtures/';

export const CLIL_REFERENCE: Readonly<Record<string, ClilReferenceEntry>> = {
  '3442': {
    label: 'Romans',
    source: `${FIXTURES}audio1.xml`,
    seenOn: 'main subject of an adult novel (BISAC FIC000000); also in audio2.xml',
  },
  '3645': {
    label: 'Société (Culture, Education, Famille, Mode, Religion, Sexualité)',
    source: `${FIXTURES}9782707154298.xml`,
    seenOn: 'main subject of an essay on society',
  },
  '3722': {
    label: 'Jeunesse',
    source: `${FIXTURES}price_to_be_announced.xml`,
    seenOn: 'written « JEUNESSE »; beside 3751 on a children’s novel (BISAC JUV000000)',
  },
  '3751': {
    label: 'Romans',
    source: `${FIXTURES}price_to_be_announced.xml`,
    seenOn:
      'main subject of a children’s novel (BISAC JUV000000) also classed 3722 Jeunesse; also in bad_content_date_format.xml',
  },
};
