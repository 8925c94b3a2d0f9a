/** The query keys of the reference lists (StaticData and the like): long-lived, shared by every screen offering them. */
export const referenceKeys = {
  list: <N extends string>(name: N) => ['reference', name] as const,
  villes: (codePostal: string) => ['reference', 'villes', codePostal] as const,
};
