/** ONIX audience codes (List 28). */
export const AUDIENCE = {
  general: '01',
  children: '02',
  teenage: '03',
  school: '04',
  tertiary: '05',
} as const;

/** Book types (IdTypeOuvrage, Get_TypeOuvrage) that say who the book is for: youth, school textbook, university. */
const AUDIENCE_OF_TYPE_OUVRAGE: Readonly<Record<number, string>> = {
  5: AUDIENCE.children,
  8: AUDIENCE.school,
  12: AUDIENCE.tertiary,
};

/**
 * Subjects (IdSujet) whose branch says who the book is for; a subject takes its nearest listed ancestor's audience,
 * the ids encoding the position in the tree (4231 under 4230 under 4200 under 4000).
 */
const AUDIENCE_OF_SUJET: Readonly<Record<number, string>> = {
  4000: AUDIENCE.children,
  4230: AUDIENCE.teenage,
  8100: AUDIENCE.school,
  8200: AUDIENCE.school,
  8300: AUDIENCE.tertiary,
};

function ancestorsOf(idSujet: number): number[] {
  const digits = String(idSujet);
  return [0, 1, 2, 3].map((kept) => Number(digits.slice(0, digits.length - kept) + '0'.repeat(kept)));
}

/**
 * The audience of a publication: its subject's branch's when that says (the narrower: teenage rather than children),
 * else its book type's, else the general public.
 */
export function audienceOf(idTypeOuvrage: number | null, idSujet: number | null): string {
  const ofSujet = idSujet === null ? undefined : ancestorsOf(idSujet).find((id) => AUDIENCE_OF_SUJET[id] !== undefined);
  if (ofSujet !== undefined) return AUDIENCE_OF_SUJET[ofSujet]!;
  const ofType = idTypeOuvrage === null ? undefined : AUDIENCE_OF_TYPE_OUVRAGE[idTypeOuvrage];
  return ofType ?? AUDIENCE.general;
}
